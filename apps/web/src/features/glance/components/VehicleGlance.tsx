import { Card, Grid, Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useAccess } from '../../../lib/permissions';
import { LoadFailedAlert } from '../../../lib/ui/LoadFailedAlert';
import { useShopToday } from '../../shops';
import type { GlanceProps } from '../../vehicles';
import { SUMMARY_FAILED, useVehicleSummary } from '../api/get-summary';
import { KeyFigures } from './KeyFigures';
import { UpcomingTimeline } from './UpcomingTimeline';
import { VehiclePhotoCard } from './VehiclePhotoCard';

// recharts is the heaviest code on the Overview: the figures show while it loads.
const GlanceCharts = lazy(() => import('./GlanceCharts'));

const ChartsSkeleton = () => <Skeleton height={250} role="status" aria-label="Loading charts" />;

/** The top of the vehicle's Overview (issue 24 item 1): photo, key figures, charts, Upcoming. */
export function VehicleGlance({ vin, description, photoUrl, canEdit }: GlanceProps) {
  const summary = useVehicleSummary(vin);
  const { access } = useAccess();
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
            <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading key figures">
              <Skeleton height={64} />
              <Skeleton height={64} />
              <Skeleton height={64} />
            </Stack>
          ) : summary.isError ? (
            <LoadFailedAlert title={SUMMARY_FAILED} onRetry={() => void summary.refetch()} />
          ) : (
            <KeyFigures summary={summary.data} can={access.can} />
          )}
        </Grid.Col>
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
