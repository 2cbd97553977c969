import type { CitationImportReply } from '@fleetdesk/contract/loaner-citations';
import { Alert, Button, FileInput, Group, Progress, Stack, Text } from '@mantine/core';
import { IconCheck, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { failureDetail } from '../../../lib/form';
import { CITATION_IMPORT_FAILED, useImportCitations } from '../api/citations';
import { CitationPreview } from './CitationPreview';
import { importBlocker, importedSummary } from './import-summary';

type Step =
  | { kind: 'choose' }
  | { kind: 'checked'; reply: CitationImportReply }
  | { kind: 'imported'; reply: CitationImportReply }
  /** The import found an invalid row after all (the file changed meanwhile): nothing written. */
  | { kind: 'refused'; reply: CitationImportReply };

/**
 * Choose a file, see every row's result with nothing written (a dry run), then Import all —
 * refused while any row is invalid — with the upload's progress, then what was imported.
 */
export function CitationImport({ formatTime }: { formatTime: (instant: string) => string }) {
  const run = useImportCitations();
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (dryRun: boolean) => {
    if (file === null) return;
    setFailure(null);
    setProgress(0);
    try {
      const outcome = await run.mutateAsync({
        file,
        dryRun,
        onProgress: (p) => setProgress(p.percent),
      });
      if (dryRun) setStep({ kind: 'checked', reply: outcome.reply });
      else setStep({ kind: outcome.written ? 'imported' : 'refused', reply: outcome.reply });
    } catch (error) {
      setFailure(failureDetail(error, CITATION_IMPORT_FAILED));
    } finally {
      setProgress(null);
    }
  };
  const choose = (next: File | null) => {
    setFile(next);
    setStep({ kind: 'choose' });
    setFailure(null);
  };
  const blocker = step.kind === 'checked' ? importBlocker(step.reply) : null;
  const busy = progress !== null;

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm">
        <FileInput
          label="Toll or ticket file (CSV or XLSX)"
          placeholder="Choose a CSV or XLSX file"
          accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          clearable
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          value={file}
          onChange={choose}
          disabled={busy}
          style={{ flex: '1 1 240px' }}
        />
        {step.kind === 'choose' && (
          <Button onClick={() => void send(true)} disabled={file === null} loading={busy}>
            Preview
          </Button>
        )}
      </Group>
      {failure && (
        <Alert color="red" title={CITATION_IMPORT_FAILED}>
          {failure}
        </Alert>
      )}
      {busy && (
        <Stack gap={2}>
          <Progress value={progress} animated aria-label="Import progress" />
          <Text size="xs" c="dimmed">
            {step.kind === 'checked' ? 'Importing…' : 'Reading the file…'}
          </Text>
        </Stack>
      )}
      {step.kind === 'checked' && (
        <>
          <Text size="sm">Nothing is written yet. Each row and what importing it would do:</Text>
          <CitationPreview reply={step.reply} formatTime={formatTime} />
          <Group justify="flex-end" align="center" gap="sm">
            {blocker && (
              <Text size="sm" c="red.8" id="import-blocked" style={{ flex: '1 1 240px' }}>
                {blocker}
              </Text>
            )}
            <Button
              onClick={() => void send(false)}
              disabled={blocker !== null}
              loading={busy}
              aria-describedby={blocker ? 'import-blocked' : undefined}
              leftSection={<IconUpload size={16} aria-hidden />}
            >
              Import all
            </Button>
          </Group>
        </>
      )}
      {step.kind === 'imported' && (
        <>
          <Alert color="green" icon={<IconCheck size={18} aria-hidden />} title="Imported">
            {importedSummary(step.reply)}
          </Alert>
          <CitationPreview reply={step.reply} formatTime={formatTime} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => choose(null)}>
              Import another file
            </Button>
          </Group>
        </>
      )}
      {step.kind === 'refused' && (
        <>
          <Alert color="red" title="Nothing was imported">
            {importBlocker(step.reply) ?? CITATION_IMPORT_FAILED}
          </Alert>
          <CitationPreview reply={step.reply} formatTime={formatTime} />
        </>
      )}
    </Stack>
  );
}
