import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { FINANCING_MESSAGES as M, financingFormSchema, paymentCreateSchema } from './financing';

const loan = {
  financing_type: 'LOAN',
  monthly_payment: '450.00',
  start_date: '2025-01-15',
  end_date: '2028-01-15',
  lender_name: 'First Bank',
  loan_amount: '18000',
  interest_rate: '5.25',
  vehicles: ['1hgcm82633a004352'],
};
const errorsOf = (schema: z.ZodType, input: unknown) => {
  const r = schema.safeParse(input);
  if (r.success) return {};
  const out: Record<string, string[]> = {};
  for (const i of r.error.issues) (out[i.path.join('.')] ??= []).push(i.message);
  return out;
};

describe('financingFormSchema', () => {
  it('accepts a loan, upper-cases VINs, sends empty optionals as null and clears lease fields', () => {
    const out = financingFormSchema.parse({
      ...loan,
      opening_balance: '',
      mileage_allowance: '12000',
      leasing_company: 'ignored',
    });
    expect(out).toMatchObject({
      financing_type: 'LOAN',
      is_active: true,
      loan_amount: '18000',
      interest_rate: '5.25',
      opening_balance: null,
      leasing_company: '',
      lease_type: null,
      mileage_allowance: null,
      vehicles: ['1HGCM82633A004352'],
    });
  });

  it('defaults the type to LOAN and the lease type to operating', () => {
    const { financing_type: _t, ...rest } = loan;
    expect(financingFormSchema.parse(rest).financing_type).toBe('LOAN');
    const lease = financingFormSchema.parse({
      ...loan,
      financing_type: 'LEASE',
      leasing_company: 'Ally',
    });
    expect(lease).toMatchObject({ lease_type: 'operating', lender_name: '', loan_amount: null });
  });

  it('reports every missing field at once, loan fields for a loan', () => {
    expect(errorsOf(financingFormSchema, { financing_type: 'LOAN' })).toEqual({
      monthly_payment: [M.monthlyPaymentRequired],
      start_date: [M.startDateRequired],
      vehicles: [M.vehiclesRequired],
      end_date: [M.endDateRequired],
      lender_name: [M.lenderRequired],
      loan_amount: [M.loanAmountRequired],
      interest_rate: [M.interestRateRequired],
    });
  });

  it('asks a lease for its leasing company only', () => {
    expect(
      errorsOf(financingFormSchema, { ...loan, financing_type: 'LEASE', lender_name: '' }),
    ).toEqual({
      leasing_company: [M.leasingCompanyRequired],
    });
  });

  it('refuses bad values with field messages', () => {
    expect(
      errorsOf(financingFormSchema, {
        ...loan,
        monthly_payment: '12.345',
        interest_rate: '101',
        end_date: '2024-01-01',
        lease_type: 'weekly',
        vehicles: [],
      }),
    ).toEqual({
      monthly_payment: ['Enter a valid amount'],
      interest_rate: [M.interestRateInvalid],
      lease_type: [M.leaseTypeInvalid],
      vehicles: [M.vehiclesRequired],
      end_date: [M.endBeforeStart],
    });
    expect(financingFormSchema.parse({ ...loan, interest_rate: '100' }).interest_rate).toBe('100');
  });
});

describe('paymentCreateSchema', () => {
  it('defaults the method to check and the late fee to 0.00, which counts only when late', () => {
    expect(
      paymentCreateSchema.parse({
        financing: 3,
        payment_date: '2025-02-15',
        amount_paid: '450.00',
        late_fee: '25',
      }),
    ).toMatchObject({
      payment_date: '2025-02-15',
      payment_method: 'check',
      is_late: false,
      late_fee: '0.00',
    });
    expect(
      paymentCreateSchema.parse({
        financing: 3,
        payment_date: '2025-02-15',
        amount_paid: 450,
        is_late: true,
        late_fee: '25.00',
      }),
    ).toMatchObject({ amount_paid: '450', late_fee: '25.00' });
  });

  it('requires the financing and a positive amount', () => {
    expect(
      errorsOf(paymentCreateSchema, { payment_method: 'bitcoin', amount_paid: '0.00' }),
    ).toEqual({
      financing: [M.financingRequired],
      payment_date: [M.paymentDateRequired],
      amount_paid: [M.amountPositive],
      payment_method: [M.methodInvalid],
    });
  });

  it('needs a payment date, from 1990 on', () => {
    const body = { financing: 3, amount_paid: '450.00' };
    for (const payment_date of [undefined, null, '', '  '])
      expect(errorsOf(paymentCreateSchema, { ...body, payment_date })).toEqual({
        payment_date: [M.paymentDateRequired],
      });
    expect(errorsOf(paymentCreateSchema, { ...body, payment_date: '1989-12-31' })).toEqual({
      payment_date: [M.paymentDateTooEarly],
    });
    expect(paymentCreateSchema.parse({ ...body, payment_date: '1990-01-01' }).payment_date).toBe(
      '1990-01-01',
    );
  });
});

describe('amounts that fit the money columns', () => {
  it('takes ten digits before the point and refuses more with its own message', () => {
    const body = { financing: 3, payment_date: '2025-02-15' };
    expect(paymentCreateSchema.parse({ ...body, amount_paid: '9999999999.99' }).amount_paid).toBe(
      '9999999999.99',
    );
    expect(errorsOf(paymentCreateSchema, { ...body, amount_paid: '10000000000.00' })).toEqual({
      amount_paid: ['Enter an amount up to $9,999,999,999.99'],
    });
    expect(errorsOf(paymentCreateSchema, { ...body, amount_paid: 1e21 })).toEqual({
      amount_paid: ['Enter a valid amount'],
    });
  });
});
