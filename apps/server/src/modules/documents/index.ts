// Documents and their files: what other modules and the composition root may use
// (docs/architecture.md).
export { documentsRoutes } from './documents.routes';
export { listDocumentsForRegistration } from './documents.service';
export { documents } from './documents.tables';
export { documentSearchProvider } from './documents.search';
export { policyDetailDocuments, registrationDetailDocuments } from './documents.detail';
export { readUploadForm } from './documents.multipart';
export type { UploadedFile, UploadForm } from './documents.multipart';
