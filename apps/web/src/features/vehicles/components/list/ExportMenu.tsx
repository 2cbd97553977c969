import type { VehicleListColumn } from '@fleetdesk/contract/vehicle-views';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import type { VehicleListParams } from '../../api/keys';
import { EXPORT_FAILED, useExportVehicles } from '../../api/export-vehicles';
import { ApiError } from '../../../../lib/api';
import { showToast } from '../../../../lib/toast';

/**
 * Export: every vehicle of the filtered, sorted list (not only the page) as CSV or XLSX, with the
 * columns the list shows.
 */
export function ExportMenu({
  params,
  columns,
}: {
  params: Omit<VehicleListParams, 'page' | 'pageSize'>;
  columns: readonly VehicleListColumn[];
}) {
  const download = useExportVehicles(params, columns);
  const start = (format: 'csv' | 'xlsx') =>
    download.mutate(format, {
      onError: (error) =>
        showToast({
          type: 'error',
          title: EXPORT_FAILED,
          message: error instanceof ApiError ? error.message : EXPORT_FAILED,
        }),
    });
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          loading={download.isPending}
          leftSection={<IconDownload size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          Export
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => start('csv')}>Export CSV</Menu.Item>
        <Menu.Item onClick={() => start('xlsx')}>Export XLSX</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
