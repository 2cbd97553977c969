import type {
  Financing,
  FinancingForm,
  FinancingType,
  LeaseType,
} from '@fleetdesk/contract/financing';
import { moneyText } from '../../../../lib/money-input';
import { numberText } from '../form-helpers';

type Money = string | number;

/** What the Add/Edit Financing inputs hold. */
export type FinancingFormValues = {
  financing_type: FinancingType;
  is_active: boolean;
  monthly_payment: Money;
  start_date: string;
  end_date: string;
  lender_name: string;
  loan_number: string;
  loan_amount: Money;
  interest_rate: Money;
  opening_balance: Money;
  leasing_company: string;
  lease_type: LeaseType;
  mileage_allowance: Money;
  excess_mileage_rate: Money;
  gl_account: string;
  quickbooks_class: string;
  notes: string;
};

/** Spec 2 section 9 defaults: LOAN, operating lease. */
export const EMPTY_FINANCING: FinancingFormValues = {
  financing_type: 'LOAN',
  is_active: true,
  monthly_payment: '',
  start_date: '',
  end_date: '',
  lender_name: '',
  loan_number: '',
  loan_amount: '',
  interest_rate: '',
  opening_balance: '',
  leasing_company: '',
  lease_type: 'operating',
  mileage_allowance: '',
  excess_mileage_rate: '',
  gl_account: '',
  quickbooks_class: '',
  notes: '',
};

export function valuesOf(f: Financing): FinancingFormValues {
  return {
    financing_type: f.financing_type,
    is_active: f.is_active,
    monthly_payment: f.monthly_payment,
    start_date: f.start_date,
    end_date: f.end_date ?? '',
    lender_name: f.lender_name,
    loan_number: f.loan_number,
    loan_amount: f.loan_amount ?? '',
    interest_rate: f.interest_rate ?? '',
    opening_balance: f.opening_balance ?? '',
    leasing_company: f.leasing_company,
    lease_type: f.lease_type ?? 'operating',
    mileage_allowance: f.mileage_allowance ?? '',
    excess_mileage_rate: f.excess_mileage_rate ?? '',
    gl_account: f.gl_account,
    quickbooks_class: f.quickbooks_class,
    notes: f.notes,
  };
}

/**
 * The form as the request body (spec 2 section 5): empty numeric optionals as null, the fields
 * of the other financing type left out, and the vehicles it covers. The contract's
 * financingFormSchema checks this same object, in the form and on the server.
 */
export function financingPayload(v: FinancingFormValues, vehicles: string[]): FinancingForm {
  const mileage = numberText(v.mileage_allowance);
  const common = {
    financing_type: v.financing_type,
    is_active: v.is_active,
    monthly_payment: moneyText(v.monthly_payment),
    start_date: v.start_date,
    end_date: v.end_date === '' ? null : v.end_date,
    gl_account: v.gl_account,
    quickbooks_class: v.quickbooks_class,
    notes: v.notes,
    vehicles,
  };
  return v.financing_type === 'LOAN'
    ? {
        ...common,
        lender_name: v.lender_name,
        loan_number: v.loan_number,
        loan_amount: moneyText(v.loan_amount),
        interest_rate: numberText(v.interest_rate),
        opening_balance: moneyText(v.opening_balance),
      }
    : {
        ...common,
        leasing_company: v.leasing_company,
        lease_type: v.lease_type,
        mileage_allowance: mileage === null ? null : Number(mileage),
        excess_mileage_rate: numberText(v.excess_mileage_rate),
      };
}
