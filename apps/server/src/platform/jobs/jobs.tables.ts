import { date, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The lease of a scheduled job: which instance runs it now, and the last day a scheduled run
 * finished. Deliberately not a tenant table: one job covers every shop, and the instance taking
 * the lease acts for none of them (docs/decisions/0012-mail-outbox-and-job-lease.md).
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder'),
  leasedUntil: timestamp('leased_until', { withTimezone: true }),
  lastScheduledDay: date('last_scheduled_day'),
});
