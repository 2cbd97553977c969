import {
  PAYMENT_METHOD_LABELS,
  type FinancingType,
  type PaymentMethod,
} from '@fleetdesk/contract/financing';
import {
  FINANCING_TYPE_LABELS,
  type FinancingSummaryRow,
} from '@fleetdesk/contract/financing-export';
import type { CellKind, CellValue, ExportColumn } from '../../platform/export-writers';
import type { FinancingExportRow, PaymentExportRow } from './financing.export.repository';

/** The columns of each export (platform/export-writers.ts: how each format writes a cell). */

const column = <R>(
  key: keyof R & string,
  header: string,
  kind: CellKind,
  value: (row: R) => CellValue = (row) => row[key] as CellValue,
): ExportColumn<R> => ({ key, header, kind, value });

const typeLabel = (r: { financing_type: unknown }) =>
  FINANCING_TYPE_LABELS[r.financing_type as FinancingType];

type F = FinancingExportRow;
const financingColumns: ExportColumn<F>[] = [
  column<F>('id', 'Financing ID', 'integer'),
  column<F>('financing_type', 'Type', 'text', typeLabel),
  column<F>('company_name', 'Company', 'text'),
  column<F>('loan_number', 'Loan Number', 'text'),
  column<F>('lease_type', 'Lease Type', 'text', (r) => (r.lease_type as string | null) ?? ''),
  column<F>('vehicles', 'Vehicles', 'text'),
  column<F>('vins', 'VINs', 'text'),
  column<F>('monthly_payment', 'Monthly Payment', 'money'),
  column<F>('start_date', 'Start Date', 'date'),
  column<F>('end_date', 'End Date', 'date'),
  column<F>('loan_amount', 'Loan Amount', 'money'),
  column<F>('interest_rate', 'Interest Rate (%)', 'money'),
  column<F>('remaining_balance', 'Remaining Balance', 'money'),
  column<F>('mileage_allowance', 'Mileage Allowance', 'integer'),
  column<F>('gl_account', 'GL Account', 'text'),
  column<F>('quickbooks_class', 'QuickBooks Class', 'text'),
  column<F>('is_active', 'Status', 'text'),
  column<F>('payment_status', 'Payment Status', 'text'),
  column<F>('notes', 'Notes', 'text'),
];
const paymentSummaryColumns: ExportColumn<F>[] = [
  column<F>('payment_count', 'Payment Count', 'integer'),
  column<F>('total_paid', 'Total Paid', 'money'),
  column<F>('last_payment_date', 'Last Payment Date', 'date'),
];

/** The financing export's columns; the payment summary only when asked for. */
export const financingExportColumns = (includePayments: boolean) =>
  includePayments ? [...financingColumns, ...paymentSummaryColumns] : financingColumns;

type P = PaymentExportRow;
export const paymentExportColumns: ExportColumn<P>[] = [
  column<P>('id', 'Payment ID', 'integer'),
  column<P>('payment_date', 'Payment Date', 'date'),
  column<P>('financing_id', 'Financing ID', 'integer'),
  column<P>('financing_type', 'Type', 'text', typeLabel),
  column<P>('company_name', 'Company', 'text'),
  column<P>('vehicles', 'Vehicles', 'text'),
  column<P>('amount_paid', 'Amount Paid', 'money'),
  column<P>('late_fee', 'Late Fee', 'money'),
  column<P>('total_payment', 'Total Payment', 'money'),
  column<P>(
    'payment_method',
    'Payment Method',
    'text',
    (r) => PAYMENT_METHOD_LABELS[r.payment_method as PaymentMethod] ?? String(r.payment_method),
  ),
  column<P>('reference_number', 'Reference Number', 'text'),
  column<P>('is_late', 'Late', 'boolean'),
  column<P>('gl_account', 'GL Account', 'text'),
  column<P>('quickbooks_class', 'QuickBooks Class', 'text'),
  column<P>('notes', 'Notes', 'text'),
];

/** A row of the Reports summary (the type column is checked to be LOAN or LEASE). */
export const presentSummaryRow = (
  row: Omit<FinancingSummaryRow, 'financing_type'> & { financing_type: string },
): FinancingSummaryRow => ({ ...row, financing_type: row.financing_type as FinancingType });
