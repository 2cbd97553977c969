// Loaners: what other modules and the composition root may use (docs/architecture.md).
export { loanersModule } from './loaners.module';
export { agreementsRoutes } from './loaners.agreements.routes';
export { chargesRoutes } from './loaners.charges.routes';
export { customersRoutes } from './loaners.customers.routes';
export { lifecycleRoutes } from './loaners.lifecycle.routes';
export { loanerSettingsRoutes } from './loaners.settings.routes';
export {
  loanAgreementCharges,
  loanAgreementDamage,
  loanAgreements,
  loanerCitations,
  loanerCustomerDocuments,
  loanerCustomers,
  loanerInsurers,
  loanerSettings,
} from './loaners.tables';
export { loanAgreementAuthorizations, loanAgreementPayments } from './loaners.money.tables';
export { loanAgreementSigningLinks } from './loaners.signing.tables';
export { loanAgreementSegments } from './loaners.segments.tables';
export { insurersRoutes } from './loaners.insurers.routes';
export { moneyRoutes } from './loaners.money.routes';
export { invoicesRoutes } from './loaners.invoices.routes';
export { loanInvoiceAgreements, loanInvoices } from './loaners.invoices.tables';
export { utilisationRoutes } from './loaners.utilisation.routes';
export { signingLinkRoutes } from './loaners.signing-link.routes';
export { loanerCitationsRoutes } from './loaners.citations.routes';
export { citationsOfAssignments } from './loaners.citations.repository';
export { loanerBoardRoutes } from './loaners.board.routes';
export { loanerAvailabilityData } from './loaners.dashboard';
export { loanerCoverageReminders, loanerReminders } from './loaners.reminders';
export { loanerInvoiceReminders } from './loaners.invoices.reminders';
export { loanAgreementSearchProvider, loanerSearchPart } from './loaners.search';
export { loanAgreementSearchSuffixes } from './loaners.search.tables';
// The PDF layout and the signature check, reused by the inspection report (issue 34 §3).
export { PdfLayout } from './loaners.pdf-layout';
export { signaturePng } from './loaners.pdf';
