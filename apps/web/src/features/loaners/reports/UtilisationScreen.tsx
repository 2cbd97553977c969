import { Alert, Paper, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { UTILISATION_MAX_DAYS, UTILISATION_MESSAGES } from '@fleetdesk/contract/loaner-utilisation';
import { addDays, daysBetween } from '@fleetdesk/contract/rules/financing-dates';
import { lazy, Suspense } from 'react';
import { DateField } from '../../../lib/ui/DateField';
import { useUrlParams } from '../../../lib/url-params';
import { LoadFailedAlert } from '../../../lib/ui/LoadFailedAlert';
import { RecordsEmpty, RecordsLoading } from '../../../lib/ui/RecordsStates';
import { useShopTime } from '../../shops';
import { UTILISATION_LOAD_FAILED, useUtilisation } from '../api/reports';
import { validDay } from '../board/board-layout';
import { LoanersHeader } from '../components/LoanersHeader';
import { UtilisationFigures } from './UtilisationFigures';
import { UtilisationTable } from './UtilisationTable';

const UtilisationCharts = lazy(() => import('./UtilisationCharts'));

/** The period shown when none is asked for: the last 90 days, today included. */
export const DEFAULT_PERIOD_DAYS = 90;

/** Why a period cannot be asked for, in the API's words; null when it can. */
function periodProblem(from: string, to: string): string | null {
  const days = daysBetween(from, to) + 1;
  if (days < 1) return UTILISATION_MESSAGES.toBeforeFrom;
  if (days > UTILISATION_MAX_DAYS) return UTILISATION_MESSAGES.tooWide;
  return null;
}

function ChartsSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Skeleton height={250} radius="md" />
      <Skeleton height={250} radius="md" />
    </SimpleGrid>
  );
}

/**
 * Issue 36 §3: the loaner program at a glance at /loaners/utilisation: how busy each loaner was
 * and what its loans billed and collected, so a phone can answer "does this loaner pay for
 * itself?". The period sits in the address (?from=&to=), by default the shop's last 90 days.
 */
export default function UtilisationScreen() {
  const [params, setParams] = useUrlParams();
  const { today } = useShopTime();
  const to = validDay(params.get('to')) ?? today ?? '';
  const from = validDay(params.get('from')) ?? (to ? addDays(to, 1 - DEFAULT_PERIOD_DAYS) : '');
  const problem = from && to ? periodProblem(from, to) : null;
  const query = useUtilisation(from, to, Boolean(from && to) && problem === null);
  const change = (key: 'from' | 'to', value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('from', from);
        next.set('to', to);
        if (value) next.set(key, value);
        return next;
      },
      { replace: true },
    );
  const report = query.data;
  return (
    <Stack gap="md">
      <LoanersHeader
        title="Utilisation"
        description="How busy each loaner was, and what its loans billed and collected."
      />
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" maw={720}>
        <DateField
          label="From"
          value={from || null}
          maxDate={to || undefined}
          clearable={false}
          onChange={(value) => change('from', value)}
        />
        <DateField
          label="To"
          value={to || null}
          minDate={from || undefined}
          clearable={false}
          onChange={(value) => change('to', value)}
        />
      </SimpleGrid>
      {problem ? (
        <Alert color="yellow" title="Choose another period">
          {problem}
        </Alert>
      ) : query.isError ? (
        <LoadFailedAlert title={UTILISATION_LOAD_FAILED} onRetry={() => void query.refetch()} />
      ) : !report ? (
        <Stack gap="md">
          <RecordsLoading label="Loading the utilisation report" rows={2} />
          <ChartsSkeleton />
        </Stack>
      ) : report.vehicles.length === 0 ? (
        <RecordsEmpty
          title="No loaners in this period"
          description="Give vehicles the loaner type to see how busy they are."
        />
      ) : (
        <Stack gap="md" aria-busy={query.isFetching}>
          <UtilisationFigures totals={report.totals} />
          <Paper withBorder radius="md" p="md">
            <Suspense fallback={<ChartsSkeleton />}>
              <UtilisationCharts report={report} />
            </Suspense>
          </Paper>
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Title order={2} size="h4">
                Each loaner
              </Title>
              <UtilisationTable vehicles={report.vehicles} />
            </Stack>
          </Paper>
        </Stack>
      )}
    </Stack>
  );
}
