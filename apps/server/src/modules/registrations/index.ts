// Registrations: what other modules and the composition root may use (docs/architecture.md).
export { registrationsRoutes } from './registrations.routes';
export { registrationsDetailSection } from './registrations.detail';
export type { RegistrationDocuments } from './registrations.presenter';
export { registrations } from './registrations.tables';
export { registrationReminders } from './registrations.reminders';
export { createImportedRegistrations } from './registrations.import';
export type { ImportedRegistration } from './registrations.import';
