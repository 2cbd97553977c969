// Documents and their files: what other modules and the composition root may use
// (docs/architecture.md).
export { documentsRoutes } from './documents.routes';
export { documentReminders } from './documents.reminders';
export { expiringDocumentsData } from './documents.dashboard';
export { listDocumentsForRegistration, removeReplacedFile } from './documents.service';
export { documents } from './documents.tables';
export { documentSearchProvider } from './documents.search';
export { policyDetailDocuments, registrationDetailDocuments } from './documents.detail';
export { checkedUpload, storeThenRecord, storeVehicleFile } from './documents.upload';
export type { CheckedFile } from './documents.upload';
export { STORED_CONTENT_TYPES } from './documents.file-type';
export { contentDisposition, documentFileInScope, storedFile } from './documents.files';
export { openSignedLink } from './documents.signed-link';
export type { FileLink, FileReply, ServedFile } from './documents.signed-link';
export type { DocumentDeps } from './documents.service';
