// Mail: the outbox any module writes to, and its delivery (docs/architecture.md).
export { mailOutbox } from './mail.tables';
export { enqueueMail, deliverPendingMail, outboxCounts } from './mail.outbox';
export type { DeliveryResult, OutgoingMail } from './mail.outbox';
