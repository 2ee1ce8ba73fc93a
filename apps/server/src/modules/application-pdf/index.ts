export { writeFormPart, type FormPart } from './application-pdf.js';
export { loadApplicationForPrint, type ApplicationPrintData } from './print-query.js';
export { type Area, type Column, type Field, type FormWriter } from './form-writer.js';
export { applicationPdfRoutes } from './pdf-routes.js';
export { createApplicationPdfService } from './pdf-service.js';
export { fillText, pdfTexts } from './pdf-texts.js';
export { makePrintImage } from './print-image.js';
