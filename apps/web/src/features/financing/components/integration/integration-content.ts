import { PAYMENT_METHODS, PAYMENT_METHOD_LABELS } from '@fleetdesk/contract/financing';
import { WEBHOOK_EVENT_LABELS } from '@fleetdesk/contract/webhooks';
import {
  DEFAULT_ACCOUNT_MAPPINGS,
  DEFAULT_FINANCING_ACCOUNT,
  LATE_FEE_ACCOUNT,
} from '@fleetdesk/contract/financing-export';

/** The Integration tab's static content (spec 2 section 4: informational, no calls). */

export type IntegrationStatus = {
  quickbooks_online: 'Not Connected';
  last_export: null;
};
/** Fixed locally: no server call (spec 2 section 4). */
export const INTEGRATION_STATUS: IntegrationStatus = {
  quickbooks_online: 'Not Connected',
  last_export: null,
};
export const STATUS_DELAY_MS = 500;

export const PROVIDERS = [
  {
    name: 'QuickBooks Desktop',
    description: 'Import payments as transactions from an IIF export.',
    status: 'Active',
    color: 'green',
  },
  {
    name: 'CSV export',
    description: 'Financing data and payment history as CSV, Excel or JSON.',
    status: 'Active',
    color: 'green',
    exportLink: true,
  },
  {
    name: 'Xero',
    description: 'Sync loans and payments with Xero.',
    status: 'Coming Soon',
    color: 'yellow',
  },
  {
    name: 'Sage Intacct',
    description: 'General ledger sync with Sage Intacct.',
    status: 'Planned',
    color: 'gray',
  },
] as const;

export const ACCOUNT_MAPPINGS = [
  ...PAYMENT_METHODS.map((method) => ({
    item: `${PAYMENT_METHOD_LABELS[method]} payments`,
    account: `${DEFAULT_ACCOUNT_MAPPINGS[method].number} ${DEFAULT_ACCOUNT_MAPPINGS[method].name}`,
  })),
  { item: 'Late fees', account: LATE_FEE_ACCOUNT },
  {
    item: 'Loan or lease principal',
    account: `The financing's GL account (else ${DEFAULT_FINANCING_ACCOUNT})`,
  },
];

export const API_ENDPOINTS = [
  ['GET', '/api/vehicles/export/options/', 'Formats, date ranges, GL accounts and classes'],
  ['GET', '/api/vehicles/export/financing/', 'Financing data (csv, xlsx, json)'],
  ['GET', '/api/vehicles/export/payments/', 'Payment history (csv, xlsx, json, iif)'],
  ['GET', '/api/vehicles/export/summary/', 'The summary report with totals'],
] as const;

/** The financing events a webhook may choose (the whole list is on the webhooks page). */
export const WEBHOOK_EVENTS = (['financing.saved', 'payment.saved'] as const).map(
  (event) => [event, WEBHOOK_EVENT_LABELS[event]] as const,
);

export const QUICKBOOKS_STEPS = [
  'Open the Export tab, choose Payment History and the QuickBooks Desktop (IIF) format.',
  'Pick the date range of the payments to send, then Export.',
  'In QuickBooks Desktop: File › Utilities › Import › IIF Files, and choose the downloaded file.',
  'Each payment arrives as a check from its bank account, split to the financing’s GL account and class, with any late fee on its own line.',
];
