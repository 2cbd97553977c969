import { BarChart } from '../../../lib/ui/charts';
import type { CostReport } from '@fleetdesk/contract/cost-reports';
import { formatUsdWhole } from '../../../lib/format';
import { MeasuredChart } from '../../../lib/ui/MeasuredChart';
import { costKinds } from './cost-kinds';

// The chart draws numbers; the figures stay decimal strings everywhere else.
const drawn = (value: string | null) => (value === null ? 0 : Number(value));

/**
 * Each row's costs stacked by kind (issue 34 §5). Loaded apart from the table (recharts is the
 * heaviest code on the page), as the utilisation report does.
 */
export default function CostChart({ report }: { report: CostReport }) {
  const kinds = costKinds(report.financial_included);
  const data = report.rows.map((row) => ({
    label: row.label || row.key,
    ...Object.fromEntries(kinds.map((k) => [k.key, drawn(row[k.key])])),
  }));
  return (
    <MeasuredChart height={260} label={`Costs by ${report.group}, stacked by kind`}>
      <BarChart
        h={260}
        data={data}
        dataKey="label"
        type="stacked"
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        valueFormatter={(v) => formatUsdWhole(v) ?? ''}
        yAxisProps={{ width: 72 }}
        series={kinds.map((k) => ({ name: k.key, label: k.label, color: k.color }))}
      />
    </MeasuredChart>
  );
}
