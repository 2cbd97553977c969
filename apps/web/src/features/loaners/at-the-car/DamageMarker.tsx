import {
  DAMAGE_KIND_LABELS,
  DAMAGE_KINDS,
  DAMAGE_ZONE_LABELS,
  type DamageKind,
  type DamageZone,
} from '@fleetdesk/contract/loaners';
import {
  ActionIcon,
  Button,
  FileButton,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Select } from '../../../lib/ui/Select';
import { IconCamera, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { DamageDiagram } from './DamageDiagram';

/** A mark made at the car, not yet sent: its photos go up once the agreement is saved. */
export type StagedDamage = {
  key: number;
  zone: DamageZone;
  kind: DamageKind;
  note: string;
  photos: File[];
};

const KIND_OPTIONS = DAMAGE_KINDS.map((value) => ({ value, label: DAMAGE_KIND_LABELS[value] }));

type Props = {
  title: string;
  marks: StagedDamage[];
  onChange: (marks: StagedDamage[]) => void;
  /** Marks made earlier (at check-out), shown on the diagram beside the new ones. */
  earlier?: { zone: DamageZone }[];
};

/** Damage marked on the diagram by zone, with a kind, a note and photos from the camera. */
export function DamageMarker({ title, marks, onChange, earlier = [] }: Props) {
  const [zone, setZone] = useState<DamageZone | null>(null);
  const [kind, setKind] = useState<DamageKind>('scratch');
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [nextKey, setNextKey] = useState(1);

  const counts: Partial<Record<DamageZone, number>> = {};
  for (const mark of [...earlier, ...marks]) counts[mark.zone] = (counts[mark.zone] ?? 0) + 1;

  const add = () => {
    if (!zone) return;
    onChange([...marks, { key: nextKey, zone, kind, note: note.trim(), photos }]);
    setNextKey(nextKey + 1);
    setZone(null);
    setNote('');
    setPhotos([]);
  };

  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        Tap the part of the car where the damage is.
      </Text>
      <DamageDiagram selected={zone} onSelect={setZone} marks={counts} />
      {zone && (
        <Paper
          withBorder
          p="sm"
          radius="md"
          aria-label={`Damage on the ${DAMAGE_ZONE_LABELS[zone]}`}
          component="section"
        >
          <Stack gap="xs">
            <Text fw={600}>{DAMAGE_ZONE_LABELS[zone]}</Text>
            <Select
              label="Kind of damage"
              data={KIND_OPTIONS}
              value={kind}
              allowDeselect={false}
              onChange={(value) => value && setKind(value as DamageKind)}
            />
            <TextInput
              label="Note"
              value={note}
              maxLength={500}
              onChange={(event) => setNote(event.currentTarget.value)}
            />
            <FileButton
              onChange={(files) => setPhotos([...photos, ...files])}
              accept="image/*"
              multiple
              capture="environment"
              inputProps={{ 'aria-label': 'Photo of the damage' }}
            >
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  leftSection={<IconCamera size={16} aria-hidden />}
                >
                  {photos.length === 0 ? 'Take a photo' : `Photos: ${photos.length}. Add another`}
                </Button>
              )}
            </FileButton>
            <Group justify="flex-end" gap="xs">
              <Button variant="subtle" onClick={() => setZone(null)}>
                Close
              </Button>
              <Button onClick={add} leftSection={<IconPlus size={16} aria-hidden />}>
                Add damage
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
      {marks.length === 0 ? (
        <Text size="sm" c="dimmed">
          No new damage marked.
        </Text>
      ) : (
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={title}>
          {marks.map((mark) => (
            <Group key={mark.key} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" style={{ minWidth: 0 }}>
                {`${DAMAGE_ZONE_LABELS[mark.zone]}: ${DAMAGE_KIND_LABELS[mark.kind]}`}
                {mark.note && ` (${mark.note})`}
                {mark.photos.length > 0 &&
                  ` · ${mark.photos.length} ${mark.photos.length === 1 ? 'photo' : 'photos'}`}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove ${DAMAGE_ZONE_LABELS[mark.zone]} ${DAMAGE_KIND_LABELS[mark.kind]}`}
                onClick={() => onChange(marks.filter((m) => m.key !== mark.key))}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
