// Loaners: what other modules and the composition root may use (docs/architecture.md).
export { loanersModule } from './loaners.module';
export { agreementsRoutes } from './loaners.agreements.routes';
export { customersRoutes } from './loaners.customers.routes';
export {
  loanAgreementCharges,
  loanAgreementDamage,
  loanAgreements,
  loanerCitations,
  loanerCustomerDocuments,
  loanerCustomers,
  loanerSettings,
} from './loaners.tables';
export { loanerCitationsRoutes } from './loaners.citations.routes';
export { loanerBoardRoutes } from './loaners.board.routes';
export { loanerAvailabilityData } from './loaners.dashboard';
