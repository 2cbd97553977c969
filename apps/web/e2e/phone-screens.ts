import type { Locator, Page } from '@playwright/test';

/** Records of the demo a path names: `{vin}` and the like are filled from these. */
export type Demo = {
  /** A vehicle with a financing and its payments, policies, mileage, service and documents. */
  vin: string;
  policy: number;
  financing: number;
  /** Loan agreements: returned (charges, damage), reserved (Edit, check-out), out (check-in). */
  returned: number;
  reserved: number;
  out: number;
  customer: number;
};

type Find = (page: Page) => Locator;

/** One screen at 390 px: where it is, and optionally what it opens (a form, a modal, a tab). */
export type PhoneScreen = {
  path: string;
  /** What the loaded screen shows, when its title comes before its records. */
  shows?: Find;
  /** Controls to press on the screen, in turn, and what each opens: measured open as well. */
  opens?: [press: Find, then: Find][];
};

const button = (name: string | RegExp) => (page: Page) =>
  page.getByRole('button', { name }).first();
const dialog = (name: string | RegExp) => (page: Page) => page.getByRole('dialog', { name });
const tab = (name: string | RegExp) => (page: Page) => page.getByRole('tab', { name });
const list = (name: string) => (page: Page) =>
  page.getByRole('list', { name }).getByRole('listitem').first();
const text = (words: string | RegExp) => (page: Page) => page.getByText(words).first();

/**
 * Every screen of both specs, the loaner screens, and the forms and modals they open (issue 24
 * item 3). A new screen is one line here: the walk signs in, opens it at 390 px and measures it.
 */
export const PHONE_SCREENS: PhoneScreen[] = [
  { path: '/' },
  { path: '/dashboard/settings' },
  { path: '/vehicles', shows: list('Vehicles'), opens: [[button('Show Filters'), text('Loaner')]] },
  { path: '/vehicles/add' },
  { path: '/vehicles/import' },
  { path: '/vehicles/settings' },
  { path: '/vehicles/edit/{vin}' },
  { path: '/vehicles/maintenance-due', shows: list('Due service') },
  { path: '/vehicles/{vin}', opens: [[button('Edit Registration'), dialog(/Registration/)]] },
  {
    path: '/vehicles/{vin}?tab=finance',
    opens: [
      [button('Add Financing'), dialog('Add Financing')],
      [button(/^Record payment/), dialog('Record Payment')],
      [button(/^Edit .*polic/i), dialog(/polic/i)],
      [tab(/^Payments/), list('Financing payments')],
    ],
  },
  { path: '/vehicles/{vin}?tab=mileage', shows: list('Mileage history') },
  {
    path: '/vehicles/{vin}?tab=service',
    shows: list('Service history'),
    opens: [[button('Add schedule'), dialog(/schedule/i)]],
  },
  {
    path: '/vehicles/{vin}?tab=documents',
    opens: [[button(/^Delete /), dialog('Delete document')]],
  },
  { path: '/vehicles/{vin}?tab=history' },
  { path: '/vehicles/insurance', opens: [[button(/^Details of/), dialog(/./)]] },
  { path: '/vehicles/insurance?q=a&ends=365' },
  { path: '/vehicles/insurance/policy/{policy}' },
  { path: '/vehicles/insurance/bulk-renewal', shows: list('Vehicle allocation') },
  { path: '/vehicles/financing', shows: button(/^View details of/) },
  {
    path: '/vehicles/financing/{financing}',
    opens: [
      [tab('Payment History'), text('Total Paid (late fees included)')],
      [tab('Variance Analysis'), list('Payment variance by month')],
    ],
  },
  { path: '/vehicles/financing?view=analytics' },
  { path: '/vehicles/financing?view=export' },
  { path: '/vehicles/financing?view=reports', shows: list('Summary report') },
  { path: '/vehicles/financing?view=integration' },
  { path: '/loaners', shows: (page) => page.getByRole('region', { name: 'Available' }) },
  { path: '/loaners/customers', opens: [[button('Add customer'), dialog(/customer/i)]] },
  { path: '/loaners/customers/{customer}' },
  { path: '/loaners/citations' },
  { path: '/loaners/settings' },
  { path: '/loaners/agreements/new' },
  { path: '/loaners/agreements/{returned}', shows: text('Charges') },
  { path: '/loaners/agreements/{reserved}', opens: [[button('Edit'), dialog(/./)]] },
  { path: '/loaners/agreements/{reserved}?at=check-out' },
  { path: '/loaners/agreements/{out}?at=check-in' },
  { path: '/notifications' },
  { path: '/settings' },
  { path: '/settings/members', opens: [[list('Members'), dialog(/./)]] },
  { path: '/settings/integrations' },
  { path: '/settings/integrations/webhooks' },
  { path: '/settings/activity' },
  { path: '/search?q=ford' },
  { path: '/sample-module' },
  { path: '/module-registry-diagnostics' },
];

/** The path with the demo's records in place of `{vin}`, `{policy}`... */
export function pathOf(screen: PhoneScreen, demo: Demo): string {
  return screen.path.replace(/\{(\w+)\}/g, (_, key: keyof Demo) => String(demo[key]));
}
