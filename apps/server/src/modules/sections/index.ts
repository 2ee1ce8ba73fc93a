export { createNominationNotice, findNominationNoticeMobiles, type SendNominationNotice } from './nomination-notice.js';
export { sectionRoutes } from './section-routes.js';
export { createSectionService, type SectionService } from './section-service.js';
