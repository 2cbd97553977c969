import type { CostFigures, CostReportRow } from '@fleetdesk/contract/cost-reports';
import { costFigures } from '@fleetdesk/contract/rules/cost-reports';
import type { ExportColumn } from '../../platform/export-writers';
import type { CostSumsRow } from './cost-reports.repository';

/** The kept sums → the API shape of docs/api.md "Cost reports". */

/** Financing and insurance are null for a member without canViewFinancial, and left out of total. */
export function presentFigures(s: CostSumsRow, financial: boolean): CostFigures {
  const sums = {
    service: s.service,
    fuel: s.fuel,
    financing: financial ? s.financing : null,
    insurance: financial ? s.insurance : null,
    registration: s.registration,
    miles: Number(s.miles),
  };
  const { total, cost_per_mile } = costFigures(sums);
  return { ...sums, total, miles: sums.miles, cost_per_mile };
}

export const presentRow = (s: CostSumsRow, financial: boolean, label = s.label): CostReportRow => ({
  key: s.key,
  label,
  ...presentFigures(s, financial),
});

const money = (key: keyof CostFigures, header: string): ExportColumn<CostReportRow> => ({
  key,
  header,
  kind: 'money',
  value: (r) => r[key],
});

/** The file's columns; the key names the row (VIN, month) where the label alone would not. */
export function fileColumns(
  groupHeader: string,
  financial: boolean,
): ExportColumn<CostReportRow>[] {
  return [
    { key: 'key', header: groupHeader, kind: 'text', value: (r) => r.key },
    { key: 'label', header: 'Name', kind: 'text', value: (r) => r.label },
    money('service', 'Service'),
    money('fuel', 'Fuel'),
    ...(financial ? [money('financing', 'Financing'), money('insurance', 'Insurance')] : []),
    money('registration', 'Registration'),
    money('total', 'Total'),
    { key: 'miles', header: 'Miles', kind: 'integer', value: (r) => r.miles },
    money('cost_per_mile', 'Cost per mile'),
  ];
}
