import { Paper, SimpleGrid, Text } from '@mantine/core';
import { forecastPassed } from '@fleetdesk/contract/rules/maintenance-due';
import type { SummaryArea, VehicleSummary } from '@fleetdesk/contract/vehicle-glance';
import { formatDate, formatMiles, formatUsd } from '../../../lib/format';

/** "Due in 12 days", "Due today", "Expired 3 days ago". */
export function dueText(days: number, past: string): string {
  if (days === 0) return 'Due today';
  if (days > 0) return `Due in ${days} ${days === 1 ? 'day' : 'days'}`;
  const ago = -days;
  return `${past} ${ago} ${ago === 1 ? 'day' : 'days'} ago`;
}

function nextServiceText(next: VehicleSummary['next_service']): string {
  if (!next) return 'Nothing scheduled';
  const when = [formatDate(next.due_date), formatMiles(next.due_mileage, { short: true })]
    .filter(Boolean)
    .join(' or ');
  return `${next.title}: ${when}`;
}

const NEXT_SERVICE_STATES = { overdue: 'Overdue', due_soon: 'Due soon', ok: null } as const;

/**
 * The state the due list gives it, and the mileage forecast apart from the due date: a forecast
 * that has gone by says so, rather than passing for a due date.
 */
function nextServiceHint(next: VehicleSummary['next_service'], today: string): string | undefined {
  if (!next) return undefined;
  const forecast = next.forecast_date
    ? forecastPassed(next.forecast_date, today)
      ? `the mileage forecast (${formatDate(next.forecast_date)}) has passed: log a reading`
      : `expected by ${formatDate(next.forecast_date)} at the current pace`
    : null;
  const words = [NEXT_SERVICE_STATES[next.state], forecast].filter(Boolean).join('; ');
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : undefined;
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} size="lg" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

type Props = { summary: VehicleSummary; today: string };

/** The Overview's key figures (issue 24 item 1). A figure without data says so in words. */
export function KeyFigures({ summary: s, today }: Props) {
  const figures: { label: string; value: string; hint?: string }[] = [];
  // The reply says which areas the member may not view: their figures are left out.
  const shows = (area: SummaryArea) => !s.hidden_areas.includes(area);
  if (shows('mileage')) {
    figures.push({
      label: 'Current mileage',
      value: formatMiles(s.current_mileage) ?? 'No readings yet',
    });
    figures.push({
      label: 'Miles per month',
      value: s.miles_per_month === null ? 'Not enough readings' : formatMiles(s.miles_per_month),
      hint: s.miles_per_month === null ? 'Needs readings on two days' : 'From the mileage log',
    });
  }
  if (shows('service') && shows('financing')) {
    figures.push({
      label: 'Cost to date',
      value: formatUsd(s.cost_to_date) ?? '$0.00',
      hint: 'Service and financing',
    });
    figures.push({
      label: 'Cost per mile',
      value: formatUsd(s.cost_per_mile) ?? 'No miles logged',
    });
  }
  // Issue 34 §2: the last 90 days' full fills between odometer readings.
  figures.push({
    label: 'MPG',
    value: s.mpg === null ? 'Not enough fills' : `${s.mpg} mpg`,
    hint: s.mpg === null ? 'Needs two full fills with odometers' : 'Last 90 days',
  });
  figures.push({
    label: 'Fuel cost per mile',
    value: s.fuel_cost_per_mile === null ? 'Not enough fills' : `$${s.fuel_cost_per_mile}`,
    hint: s.fuel_cost_per_mile === null ? undefined : 'Last 90 days',
  });
  figures.push({
    label: 'Registration',
    value:
      s.registration_due_in_days === null
        ? 'No registration'
        : dueText(s.registration_due_in_days, 'Expired'),
  });
  if (shows('insurance')) {
    figures.push({
      label: 'Insurance',
      value:
        s.insurance_due_in_days === null ? 'No policy' : dueText(s.insurance_due_in_days, 'Ended'),
    });
  }
  if (shows('service')) {
    figures.push({
      label: 'Next service',
      value: nextServiceText(s.next_service),
      hint: nextServiceHint(s.next_service, today),
    });
  }
  return (
    <SimpleGrid
      component="ul"
      aria-label="Key figures"
      cols={{ base: 2, sm: 3, lg: 4 }}
      spacing="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {figures.map((f) => (
        <Figure key={f.label} {...f} />
      ))}
    </SimpleGrid>
  );
}
