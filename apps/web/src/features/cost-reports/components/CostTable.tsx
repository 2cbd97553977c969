import { Table, Text } from '@mantine/core';
import type { CostFigures, CostReport, CostReportRow } from '@fleetdesk/contract/cost-reports';
import { formatMoney } from '@fleetdesk/contract/money';
import { formatMiles } from '../../../lib/format';
import { ResponsiveTable, type Column } from '../../../lib/ui/ResponsiveTable';
import { costKinds } from './cost-kinds';

const GROUP_HEADERS = { vehicle: 'Vehicle', type: 'Type', location: 'Location', month: 'Month' };

const perMile = (f: CostFigures) => (f.cost_per_mile === null ? '—' : formatMoney(f.cost_per_mile));

function columns(report: CostReport): Column<CostReportRow>[] {
  const name: Column<CostReportRow> = {
    header: GROUP_HEADERS[report.group],
    cell: (r) =>
      report.group === 'vehicle' ? (
        <>
          <Text size="sm" fw={500}>
            {r.label}
          </Text>
          <Text size="xs" c="dimmed">
            {r.key}
          </Text>
        </>
      ) : (
        r.label
      ),
    card: 'title',
  };
  return [
    name,
    ...costKinds(report.financial_included).map((k): Column<CostReportRow> => ({
      header: k.label,
      cell: (r) => formatMoney(r[k.key] ?? '0.00'),
      align: 'right',
    })),
    { header: 'Total', cell: (r) => formatMoney(r.total), align: 'right', card: 'badge' },
    { header: 'Miles', cell: (r) => formatMiles(r.miles, { short: true }), align: 'right' },
    { header: 'Per mile', cell: perMile, align: 'right' },
  ];
}

/** The report's rows and, on a wide screen, its totals as the table's last row. */
export function CostTable({ report }: { report: CostReport }) {
  const cols = columns(report);
  const t = report.totals;
  const footer = (
    <Table.Tr>
      <Table.Th scope="row">Total</Table.Th>
      {costKinds(report.financial_included).map((k) => (
        <Table.Td key={k.key} ta="right" fw={600}>
          {formatMoney(t[k.key] ?? '0.00')}
        </Table.Td>
      ))}
      <Table.Td ta="right" fw={600}>
        {formatMoney(t.total)}
      </Table.Td>
      <Table.Td ta="right" fw={600}>
        {formatMiles(t.miles, { short: true })}
      </Table.Td>
      <Table.Td ta="right" fw={600}>
        {perMile(t)}
      </Table.Td>
    </Table.Tr>
  );
  return (
    <ResponsiveTable
      label="Costs in this period"
      columns={cols}
      rows={report.rows}
      rowKey={(r) => r.key}
      minWidth={860}
      footer={footer}
    />
  );
}
