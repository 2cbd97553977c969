import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCalendar,
  IconArrowLeft,
  IconCheck,
  IconUpload,
} from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { IMPORT_FAILED, useImportVehicles } from '../api/import-vehicles';
import { FileStep } from '../components/FileStep';
import { ImportProgress } from '../components/ImportProgress';
import { ImportResults } from '../components/ImportResults';
import { MappingStep } from '../components/MappingStep';
import { useSheetImport } from '../components/use-sheet-import';
import {
  importBlocker,
  importedSummary,
  readySummary,
  warningSummary,
  dateFormsText,
} from '../components/import-text';

const COLUMNS_HELP =
  'Each column feeds the field chosen here. Location is a location’s name, primary driver a member’s e-mail, vehicle types names separated by commas, dates YYYY-MM-DD or month first (3/4/2026), mileage in whole miles.';

/**
 * Issue 26: /vehicles/import (canAdd). Choose a spreadsheet; the server checks every row with
 * the columns mapped as it guesses; change the mapping and check again; Import writes every row
 * or none. The mapping the import used is the shop's guess next time.
 */
export default function VehicleImportScreen() {
  const navigate = useNavigate();
  const run = useImportVehicles();
  const { file, checked, mapping, setMapping, busy, failure, send, choose, mappingChanged } =
    useSheetImport(run.mutateAsync, IMPORT_FAILED);

  const reply = checked?.reply;
  const blocker = reply && !checked.written ? importBlocker(reply) : null;
  const warning = reply ? warningSummary(reply, checked.written) : null;
  const dateForms = reply ? dateFormsText(reply) : null;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Title order={1}>Import vehicles</Title>
          <Text c="dimmed" size="sm">
            Add a fleet from a spreadsheet: vehicles with their current registration and insurance
            policy. Every row is checked first; the import writes all of them or none.
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
          <FileStep file={file} onChoose={choose} disabled={busy !== null} />
          {busy && <ImportProgress percent={busy.percent} writing={busy.writing} />}
          {failure && (
            <Alert color="red" title={IMPORT_FAILED}>
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
        />
      )}

      {reply && (
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              Rows
            </Title>
            {checked.written ? (
              <Alert color="green" icon={<IconCheck size={18} aria-hidden />} title="Imported">
                {importedSummary(reply)}
              </Alert>
            ) : blocker ? (
              <Alert color="red" title="Nothing can be imported yet" id="import-blocked">
                {blocker}
              </Alert>
            ) : (
              <Text size="sm">{readySummary(reply)}</Text>
            )}
            {!blocker && warning && (
              <Alert
                color="orange"
                icon={<IconAlertTriangle size={18} aria-hidden />}
                title={checked.written ? 'Imported with warnings' : 'Check before importing'}
              >
                {warning}
              </Alert>
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
            />
            <Group justify="flex-end" gap="sm">
              {checked.written ? (
                <>
                  <Button variant="default" onClick={() => choose(null)}>
                    Import another file
                  </Button>
                  <Button onClick={() => void navigate(paths.vehicles.list)}>Go to vehicles</Button>
                </>
              ) : (
                <Button
                  leftSection={<IconUpload size={16} aria-hidden />}
                  onClick={() => file && void send(file, false, mapping)}
                  disabled={blocker !== null || mappingChanged}
                  loading={busy !== null}
                  aria-describedby={blocker ? 'import-blocked' : undefined}
                >
                  {`Import ${reply.counts.created.toLocaleString('en-US')} vehicles`}
                </Button>
              )}
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
