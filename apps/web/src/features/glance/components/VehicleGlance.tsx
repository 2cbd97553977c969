import { Card, Grid, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { LoadFailedAlert } from '../../../lib/ui/LoadFailedAlert';
import { useShopToday } from '../../shops';
import type { GlanceProps } from '../../vehicles';
import { SUMMARY_FAILED, useVehicleSummary } from '../api/get-summary';
import { KeyFigures } from './KeyFigures';
import { UpcomingTimeline } from './UpcomingTimeline';
import { VehiclePhotoCard } from './VehiclePhotoCard';

// recharts is the heaviest code on the Overview: the figures show while it loads.
const GlanceCharts = lazy(() => import('./GlanceCharts'));

// The placeholders take the room of what they stand for (the same grids, about the same
// heights), so the Vehicle Information below does not jump down when the summary arrives.
const ChartsSkeleton = () => (
  <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" role="status" aria-label="Loading charts">
    <Skeleton height={256} />
    <Skeleton height={256} />
  </SimpleGrid>
);

const FiguresSkeleton = () => (
  <SimpleGrid
    cols={{ base: 2, sm: 3, lg: 4 }}
    spacing="sm"
    role="status"
    aria-busy="true"
    aria-label="Loading key figures"
  >
    {Array.from({ length: 8 }, (_, i) => (
      <Skeleton key={i} height={104} />
    ))}
  </SimpleGrid>
);

const UpcomingSkeleton = () => (
  <Stack gap="sm" role="status" aria-label="Loading upcoming dates">
    {Array.from({ length: 4 }, (_, i) => (
      <Skeleton key={i} height={48} />
    ))}
  </Stack>
);

/** The top of the vehicle's Overview (issue 24 item 1): photo, key figures, charts, Upcoming. */
export function VehicleGlance({ vin, description, photoUrl, canEdit }: GlanceProps) {
  const summary = useVehicleSummary(vin);
  const today = useShopToday();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="At a glance">
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 5, md: 4 }}>
          <VehiclePhotoCard
            vin={vin}
            description={description}
            photoUrl={photoUrl}
            canEdit={canEdit}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7, md: 8 }}>
          {summary.isPending ? (
            <FiguresSkeleton />
          ) : summary.isError ? (
            <LoadFailedAlert title={SUMMARY_FAILED} onRetry={() => void summary.refetch()} />
          ) : (
            <KeyFigures summary={summary.data} today={today ?? ''} />
          )}
        </Grid.Col>
        {summary.isPending && (
          <>
            <Grid.Col span={{ base: 12, md: 8 }}>
              <ChartsSkeleton />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <UpcomingSkeleton />
            </Grid.Col>
          </>
        )}
        {summary.isSuccess && (
          <>
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Suspense fallback={<ChartsSkeleton />}>
                <GlanceCharts summary={summary.data} />
              </Suspense>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <UpcomingTimeline items={summary.data.upcoming} today={today ?? ''} />
            </Grid.Col>
          </>
        )}
      </Grid>
    </Card>
  );
}
