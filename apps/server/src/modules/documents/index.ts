export {
  countProofs,
  deleteDocument,
  deleteDocumentsOfKind,
  deleteProofsExcept,
  findProofOfRegistration,
  insertProof,
  listHolderDocuments,
  replaceSingleDocument,
  updateProof,
  type HolderDocument,
  type ProofValues,
} from './document-repository.js';
export { documentRoutes } from './document-routes.js';
export { documentStore } from './document-store.js';
export { filePath } from './file-paths.js';
export { HOLDER_UPLOAD_BODY_LIMIT, prepareUploads, type StoredFile, type UploadRequest } from './uploads.js';
