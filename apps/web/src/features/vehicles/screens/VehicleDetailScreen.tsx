import { Alert, Badge, Button, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { useEffect, useState, type ComponentType } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useUrlParams } from '../../../lib/url-params';
import { ApiError } from '../../../lib/api';
import { openAppModal } from '../../../lib/modals';
import { paths } from '../../../lib/paths';
import { clearCameFromSearch, readCameFromSearch } from '../../../lib/search-flags';
import { showToast } from '../../../lib/toast';
import {
  ARCHIVE_FAILED,
  UNARCHIVE_FAILED,
  useSetVehicleArchived,
  type ArchiveAction,
} from '../api/archive-vehicle';
import { useAccess } from '../../../lib/permissions';
import { useVehicle, vehicleLoadErrorText } from '../api/get-vehicle';
import {
  activeTab,
  availableTabs,
  DETAIL_TABS,
  type CurrentRegistrationProps,
  type GlanceProps,
  type RecordTabs,
} from '../components/detail/detail-tabs';
import { OverviewTab } from '../components/detail/OverviewTab';
import { VehicleHeader } from '../components/detail/VehicleHeader';
import { ScrollingTabsList } from '../../../lib/ui/ScrollingTabsList';

const TEXTS: Record<
  ArchiveAction,
  {
    confirm: (d: string) => string;
    done: (d: string) => string;
    failed: string;
    title: string;
    label: string;
  }
> = {
  archive: {
    title: 'Archive Vehicle',
    label: 'Archive',
    confirm: (d) =>
      `Are you sure you want to archive ${d}? This will remove it from regular operations.`,
    done: (d) => `${d} has been archived successfully`,
    failed: ARCHIVE_FAILED,
  },
  unarchive: {
    title: 'Unarchive Vehicle',
    label: 'Unarchive',
    confirm: (d) =>
      `Are you sure you want to unarchive ${d}? It will return to regular operations.`,
    done: (d) => `${d} has been unarchived successfully`,
    failed: UNARCHIVE_FAILED,
  },
};

type Props = {
  /**
   * The Finance/Insurance, Mileage, Service History and Documents tabs, from the features keeping
   * those records.
   */
  recordTabs: RecordTabs;
  /** The Overview's Current Registration card, from the registrations feature. */
  CurrentRegistration: ComponentType<CurrentRegistrationProps>;
  /** The vehicle at a glance, at the top of the Overview. */
  Glance?: ComponentType<GlanceProps>;
};

/**
 * Spec 2 section 2: the vehicle detail at /vehicles/{vin}. The tabs of other features' records
 * come in as props (app/VehicleDetailPage composes them), as those features build on this one.
 */
export function VehicleDetailScreen({ recordTabs, CurrentRegistration, Glance }: Props) {
  const {
    finance: FinanceInsuranceTab,
    mileage: MileageTab,
    fuel: FuelTab,
    service: ServiceHistoryTab,
    inspections: InspectionsTab,
    documents: DocumentsTab,
    drivers: DriversTab,
    history: HistoryTab,
  } = recordTabs;
  const { vin = '' } = useParams();
  const navigate = useNavigate();
  const [params, setParams] = useUrlParams();
  const permissions = useAccess();
  const { access } = permissions;
  const vehicle = useVehicle(vin);
  const archive = useSetVehicleArchived(vin);

  // The came-from-search flag is read once and cleared, so a later visit reads 'Back to List'.
  const [fromSearch] = useState(readCameFromSearch);
  useEffect(() => clearCameFromSearch(), []);

  const backToList = () => void navigate(paths.vehicles.list);
  const onBack = fromSearch ? () => void navigate(-1) : backToList;

  if (vehicle.isPending || permissions.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label="Loading vehicle">
        <Skeleton height={28} width={160} />
        <Skeleton height={40} width="50%" />
        <Skeleton height={36} />
        <Skeleton height={240} />
      </Stack>
    );
  }
  if (vehicle.isError) {
    return (
      <Alert color="red" title={vehicleLoadErrorText(vehicle.error)}>
        <Button mt="sm" variant="light" color="red" onClick={backToList}>
          Back to List
        </Button>
      </Alert>
    );
  }

  const data = vehicle.data;
  const tabs = availableTabs(access.can);
  const current = activeTab(params.get('tab'), tabs);

  const run = (action: ArchiveAction) => {
    const text = TEXTS[action];
    openAppModal({
      type: 'confirm',
      title: text.title,
      message: text.confirm(data.description),
      confirmLabel: text.label,
      onConfirm: () => {
        archive.mutate(action, {
          onSuccess: () =>
            showToast({ type: 'success', title: 'Vehicle', message: text.done(data.description) }),
          onError: (error) => {
            const reason = error instanceof ApiError && error.status === 409 ? error.message : null;
            showToast({
              type: 'error',
              title: 'Vehicle',
              message: reason ? `${text.failed}: ${reason}` : text.failed,
            });
          },
        });
      },
    });
  };

  const recordProps = { permissions: access.permissions, isSuperuser: access.isSuperuser };
  const counts: Partial<Record<string, number>> = {
    mileage: data.mileage_log_count,
    service: data.service_record_count,
  };

  return (
    <Stack gap="lg">
      <VehicleHeader
        vehicle={data}
        backLabel={fromSearch ? 'Back to Search' : 'Back to List'}
        onBack={onBack}
        canArchive={access.can('canArchive')}
        canEdit={access.can('canEdit')}
        busy={archive.isPending}
        onArchive={() => run('archive')}
        onUnarchive={() => run('unarchive')}
        onEdit={() => void navigate(paths.vehicles.edit(vin))}
      />
      {current === null ? (
        <Text c="dimmed">You don't have permission to view this vehicle's details.</Text>
      ) : (
        <Tabs
          value={current}
          onChange={(value) => {
            if (value === null) return;
            setParams(
              (current) => {
                current.set('tab', value);
                return current;
              },
              { replace: true },
            );
          }}
          keepMounted={false}
        >
          <ScrollingTabsList>
            {DETAIL_TABS.filter((tab) => tabs.includes(tab.value)).map((tab) => (
              <Tabs.Tab
                key={tab.value}
                value={tab.value}
                rightSection={
                  counts[tab.value] !== undefined ? (
                    <Badge size="sm" variant="light">
                      {counts[tab.value]}
                    </Badge>
                  ) : undefined
                }
              >
                {tab.label}
              </Tabs.Tab>
            ))}
          </ScrollingTabsList>
          <Tabs.Panel value="overview" pt="md">
            <OverviewTab
              vehicle={data}
              canEdit={access.can('canEdit')}
              CurrentRegistration={CurrentRegistration}
              Glance={Glance}
            />
          </Tabs.Panel>
          <Tabs.Panel value="finance" pt="md">
            <FinanceInsuranceTab vin={vin} policies={data.insurance_policies} />
          </Tabs.Panel>
          <Tabs.Panel value="mileage" pt="md">
            <MileageTab vin={vin} {...recordProps} />
          </Tabs.Panel>
          <Tabs.Panel value="fuel" pt="md">
            <FuelTab vin={vin} {...recordProps} />
          </Tabs.Panel>
          <Tabs.Panel value="service" pt="md">
            <ServiceHistoryTab vin={vin} {...recordProps} />
          </Tabs.Panel>
          <Tabs.Panel value="inspections" pt="md">
            <InspectionsTab vin={vin} {...recordProps} />
          </Tabs.Panel>
          <Tabs.Panel value="documents" pt="md">
            <DocumentsTab vin={vin} {...recordProps} />
          </Tabs.Panel>
          <Tabs.Panel value="drivers" pt="md">
            <DriversTab vin={vin} {...recordProps} />
          </Tabs.Panel>
          <Tabs.Panel value="history" pt="md">
            <HistoryTab vin={vin} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
