import {
  FUEL_IMPORT_FIELD_LABELS,
  FUEL_IMPORT_FIELDS,
  MAX_FUEL_IMPORT_ROWS,
  type FuelImportReply,
} from '@fleetdesk/contract/fuel';
import { Alert, Button, FileInput, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconCalendar,
  IconCheck,
  IconFileSpreadsheet,
  IconUpload,
} from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import {
  ImportProgress,
  ImportResults,
  MappingStep,
  dateFormsText,
  useSheetImport,
} from '../../vehicle-import';
import { FUEL_IMPORT_FAILED, useImportFuelCard } from '../api/import-fuel-card';

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The row errors' field names in the screen's words (the vehicle a line was matched to too). */
const LABELS: Record<string, string> = { ...FUEL_IMPORT_FIELD_LABELS, vehicle: 'Vehicle' };

function blockerOf(reply: FuelImportReply): string | null {
  const { invalid, duplicate } = reply.counts;
  if (invalid + duplicate === 0) return null;
  const parts = [
    invalid > 0 ? count(invalid, 'line is invalid', 'lines are invalid') : null,
    duplicate > 0
      ? count(duplicate, 'line is already recorded', 'lines are already recorded')
      : null,
  ].filter(Boolean);
  return `${parts.join(' and ')}: nothing is imported while any line has an error. Correct the file and choose it again.`;
}

const COLUMNS_HELP =
  'Each column feeds the field chosen here. Map at least one of VIN, license plate or card vehicle number, the date and the quantity; the total or the price per unit gives the other.';

/**
 * Issue 34 §2: /vehicles/fuel-import (canAdd). A fuel card provider's file (CSV or XLSX) read
 * as the fleet import reads one: columns mapped as guessed, every line checked and matched to a
 * vehicle by VIN, plate or card vehicle number; Import writes every line or none.
 */
export default function FuelImportScreen() {
  const navigate = useNavigate();
  const run = useImportFuelCard();
  const { file, checked, mapping, setMapping, busy, failure, send, choose, mappingChanged } =
    useSheetImport(run.mutateAsync, FUEL_IMPORT_FAILED);

  const reply = checked?.reply;
  const blocker = reply && !checked.written ? blockerOf(reply) : null;
  const dateForms = reply ? dateFormsText(reply) : null;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 280px', minWidth: 0 }}>
          <Title order={1}>Import fuel card file</Title>
          <Text c="dimmed" size="sm">
            Add fills from your fuel card provider’s file. Each line is matched to a vehicle by its
            VIN, plate or card vehicle number (set on the vehicle). Every line is checked first; the
            import writes all of them or none.
          </Text>
        </Stack>
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={() => void navigate(paths.vehicles.list)}
        >
          Back to List
        </Button>
      </Group>

      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <FileInput
            label="Fuel card file (CSV or XLSX)"
            description={`The first row names the columns; each line after it is one fill. Up to ${MAX_FUEL_IMPORT_ROWS.toLocaleString('en-US')} lines.`}
            placeholder="Choose a file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            clearable
            clearButtonProps={{ 'aria-label': 'Clear the file' }}
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            value={file}
            onChange={choose}
            disabled={busy !== null}
          />
          {busy && <ImportProgress percent={busy.percent} writing={busy.writing} />}
          {failure && (
            <Alert color="red" title={FUEL_IMPORT_FAILED}>
              {failure}
            </Alert>
          )}
        </Stack>
      </Paper>

      {reply && file && !checked.written && (
        <MappingStep
          help={COLUMNS_HELP}
          columns={reply.columns}
          mapping={mapping}
          onChange={setMapping}
          busy={busy !== null}
          changed={mappingChanged}
          onCheckAgain={() => void send(file, true, mapping)}
          fields={FUEL_IMPORT_FIELDS}
          labels={FUEL_IMPORT_FIELD_LABELS}
        />
      )}

      {reply && (
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              Lines
            </Title>
            {checked.written ? (
              <Alert color="green" icon={<IconCheck size={18} aria-hidden />} title="Imported">
                {`Imported ${count(reply.counts.created, 'fill', 'fills')}.`}
              </Alert>
            ) : blocker ? (
              <Alert color="red" title="Nothing can be imported yet" id="fuel-import-blocked">
                {blocker}
              </Alert>
            ) : (
              <Text size="sm">
                {`${count(reply.counts.total, 'line', 'lines')} checked: ${count(reply.counts.created, 'is', 'are')} ready to import. Nothing is written yet.`}
              </Text>
            )}
            {dateForms && (
              <Alert color="blue" icon={<IconCalendar size={18} aria-hidden />} title="Dates">
                {dateForms}
              </Alert>
            )}
            <ImportResults
              key={JSON.stringify(reply.counts)}
              reply={reply}
              written={checked.written}
              labels={LABELS}
            />
            <Group justify="flex-end" gap="sm">
              {checked.written ? (
                <Button variant="default" onClick={() => choose(null)}>
                  Import another file
                </Button>
              ) : (
                <Button
                  leftSection={<IconUpload size={16} aria-hidden />}
                  onClick={() => file && void send(file, false, mapping)}
                  disabled={blocker !== null || mappingChanged}
                  loading={busy !== null}
                  aria-describedby={blocker ? 'fuel-import-blocked' : undefined}
                >
                  {`Import ${count(reply.counts.created, 'fill', 'fills')}`}
                </Button>
              )}
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
