export {
  countReferenceItems,
  findBranch,
  listReferenceItems,
  referenceItemExists,
  referenceItemNamed,
  replaceReferenceData,
} from './reference-repository.js';
export { referenceRoutes } from './reference-routes.js';
