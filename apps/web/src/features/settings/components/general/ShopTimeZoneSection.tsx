import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Select } from '../../../../lib/ui/Select';
import { useState } from 'react';
import { failureDetail } from '../../../../lib/form';
import { useAccess } from '../../../../lib/permissions';
import { useShopSettings, useUpdateShopSettings } from '../../../shops';
import { SectionCard } from './SectionCard';
import { useFlashMessage } from './use-flash-message';

export const TIME_ZONE_SAVED = 'Time zone saved';
export const TIME_ZONE_SAVE_FAILED = 'Failed to save the time zone';

/** Every zone the browser knows, as the server checks them (IANA names). */
const ZONES = Intl.supportedValuesOf('timeZone');

/**
 * The shop's time zone (issue 22): the day every date of the shop counts from. Shown to those
 * who manage the shop's settings only.
 */
export function ShopTimeZoneSection() {
  const { access } = useAccess('base');
  const mayManage = access.isSuperuser || access.permissions.canManageShopSettings === true;
  const query = useShopSettings(mayManage);
  const save = useUpdateShopSettings();
  const [draft, setDraft] = useState<string | null>(null);
  const flash = useFlashMessage();
  if (!mayManage || !query.data) return null;
  const zone = draft ?? query.data.time_zone;
  // A shop made from the command line starts in the server's zone; the one who runs it is
  // usually where this browser is, so offer that zone in one click.
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const data = ZONES.includes(zone) ? ZONES : [zone, ...ZONES];

  return (
    <SectionCard id="shop-time-zone" title="Shop time zone">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {`Dates in ${query.data.name} (expiries, statuses, reminders) count in this zone; today is ${query.data.today}.`}
        </Text>
        <Select
          label="Time zone"
          searchable
          allowDeselect={false}
          data={data}
          value={zone}
          onChange={(value) => value && setDraft(value)}
        />
        <Group>
          {browserZone !== zone && ZONES.includes(browserZone) && (
            <Button variant="default" onClick={() => setDraft(browserZone)}>
              {`Use this browser's time zone (${browserZone})`}
            </Button>
          )}
          <Button
            onClick={() =>
              save.mutate({ time_zone: zone }, { onSuccess: () => flash.show(TIME_ZONE_SAVED) })
            }
            loading={save.isPending}
            disabled={zone === query.data.time_zone}
          >
            Save time zone
          </Button>
        </Group>
        {flash.message && (
          <Alert color="green" role="status">
            {flash.message}
          </Alert>
        )}
        {save.isError && (
          <Alert color="red" role="alert" title={TIME_ZONE_SAVE_FAILED}>
            {failureDetail(save.error, 'The server did not answer.')}
          </Alert>
        )}
      </Stack>
    </SectionCard>
  );
}
