import type { Customer } from '@fleetdesk/contract/loaners';
import { formatUsd } from '../../../lib/format';

export const customerName = (c: Pick<Customer, 'first_name' | 'last_name'>) =>
  `${c.first_name} ${c.last_name}`.trim();

/** '$120.50', and nothing owed reads '$0.00'. */
export const balanceText = (c: Pick<Customer, 'balance_due'>) =>
  formatUsd(c.balance_due) ?? '$0.00';

/** Something owed: shown in red. */
export const owes = (c: Pick<Customer, 'balance_due'>) => /[1-9]/.test(c.balance_due);
