export { findLanguage } from './language-repository.js';
export { languageRoutes } from './language-routes.js';
export { createLanguageService, type LanguageService } from './language-service.js';
