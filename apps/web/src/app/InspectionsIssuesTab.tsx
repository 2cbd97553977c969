import { Stack } from '@mantine/core';
import { VehicleInspections } from '../features/inspections';
import { VehicleIssues } from '../features/issues';
import type { VehicleTabProps } from '../features/vehicles';

/**
 * The vehicle's Inspections & Issues tab: its open and resolved issues above the inspections
 * that opened many of them (two features, composed here as docs/decisions/0010 says).
 */
export default function InspectionsIssuesTab(props: VehicleTabProps) {
  return (
    <Stack gap="lg">
      <VehicleIssues {...props} />
      <VehicleInspections {...props} />
    </Stack>
  );
}
