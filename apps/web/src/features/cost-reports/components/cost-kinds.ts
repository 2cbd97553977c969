/** The report's kinds of cost, in the table's and the chart's order; financing and insurance
 * only for a member who may see them. */
const KINDS = [
  { key: 'service', label: 'Service', color: 'blue.7', financial: false },
  { key: 'fuel', label: 'Fuel', color: 'orange.7', financial: false },
  { key: 'financing', label: 'Financing', color: 'grape.7', financial: true },
  { key: 'insurance', label: 'Insurance', color: 'teal.7', financial: true },
  { key: 'registration', label: 'Registration', color: 'gray.7', financial: false },
] as const;

export type CostKind = (typeof KINDS)[number];

export const costKinds = (financial: boolean): CostKind[] =>
  KINDS.filter((k) => financial || !k.financial);
