import { Badge, Button, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconArrowLeft, IconEdit } from '@tabler/icons-react';
import type { VehicleDetailView } from '../../api/get-vehicle';

type Props = {
  vehicle: VehicleDetailView;
  backLabel: 'Back to Search' | 'Back to List';
  onBack: () => void;
  canArchive: boolean;
  canEdit: boolean;
  busy: boolean;
  onArchive: () => void;
  onUnarchive: () => void;
  onEdit: () => void;
};

/** Spec 2, vehicle detail header: description, badges, back, archive or unarchive, edit. */
export function VehicleHeader(props: Props) {
  const { vehicle } = props;
  return (
    <Stack gap="sm">
      <div>
        <Button
          variant="subtle"
          px={0}
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={props.onBack}
        >
          {props.backLabel}
        </Button>
      </div>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Group gap="md" wrap="nowrap" align="center">
          {vehicle.photo_url && (
            <Image
              src={vehicle.photo_url}
              alt={`Photo of ${vehicle.description}`}
              w={72}
              h={72}
              radius="md"
              fit="cover"
              style={{ flexShrink: 0 }}
            />
          )}
          <Stack gap={4}>
            <Group gap="sm">
              <Title order={1}>{vehicle.description}</Title>
              {vehicle.is_archived && (
                <Badge color="gray" variant="filled">
                  Archived
                </Badge>
              )}
              {vehicle.has_active_loan && (
                <Badge color="blue" variant="light">
                  Loan
                </Badge>
              )}
              {vehicle.has_active_lease && (
                <Badge color="violet" variant="light">
                  Lease
                </Badge>
              )}
            </Group>
            <Text c="dimmed" size="sm" ff="monospace">
              {`${vehicle.vin} · ${vehicle.license_plate}`}
            </Text>
          </Stack>
        </Group>
        <Group gap="sm">
          {props.canArchive && vehicle.is_archived && (
            <Button
              variant="default"
              leftSection={<IconArchiveOff size={16} aria-hidden />}
              onClick={props.onUnarchive}
              loading={props.busy}
            >
              Unarchive
            </Button>
          )}
          {props.canArchive && !vehicle.is_archived && vehicle.can_be_archived && (
            <Button
              variant="default"
              color="red"
              leftSection={<IconArchive size={16} aria-hidden />}
              onClick={props.onArchive}
              loading={props.busy}
            >
              Archive
            </Button>
          )}
          {props.canEdit && (
            <Button leftSection={<IconEdit size={16} aria-hidden />} onClick={props.onEdit}>
              Edit Vehicle
            </Button>
          )}
        </Group>
      </Group>
    </Stack>
  );
}
