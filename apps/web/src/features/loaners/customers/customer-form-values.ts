import {
  customerCreateSchema,
  type Customer,
  type CustomerWrite,
} from '@fleetdesk/contract/loaners';

/** What the customer form holds: text as typed, the licence expiry as `YYYY-MM-DD` or ''. */
export type CustomerFormValues = {
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  licence_number: string;
  licence_state: string;
  licence_expires_on: string;
  insurance_carrier: string;
  insurance_policy_number: string;
  do_not_lend: boolean;
  do_not_lend_reason: string;
  notes: string;
};

export const EMPTY_CUSTOMER: CustomerFormValues = {
  first_name: '',
  last_name: '',
  phone: '',
  email: '',
  licence_number: '',
  licence_state: '',
  licence_expires_on: '',
  insurance_carrier: '',
  insurance_policy_number: '',
  do_not_lend: false,
  do_not_lend_reason: '',
  notes: '',
};

export function valuesOf(customer: Customer): CustomerFormValues {
  return {
    first_name: customer.first_name,
    last_name: customer.last_name,
    phone: customer.phone,
    email: customer.email,
    licence_number: customer.licence_number,
    licence_state: customer.licence_state,
    licence_expires_on: customer.licence_expires_on ?? '',
    insurance_carrier: customer.insurance_carrier,
    insurance_policy_number: customer.insurance_policy_number,
    do_not_lend: customer.do_not_lend,
    do_not_lend_reason: customer.do_not_lend_reason,
    notes: customer.notes,
  };
}

/** What the form sends: a reason only goes with the mark (clearing the mark clears it). */
export function customerInput(values: CustomerFormValues) {
  return { ...values, do_not_lend_reason: values.do_not_lend ? values.do_not_lend_reason : '' };
}

export function customerPayload(values: CustomerFormValues): CustomerWrite {
  return customerCreateSchema.parse(customerInput(values));
}
