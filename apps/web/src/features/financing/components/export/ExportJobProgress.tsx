import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { EXPORT_JOB_MESSAGES, type ExportJob } from '@fleetdesk/contract/financing-export-jobs';
import { API_BASE_URL } from '../../../../lib/api';
import { useExportJob } from '../../api/export-jobs';

const count = (n: number) => n.toLocaleString('en-US');

/** What the job is doing, in words, and how far along it is (0 to 100). */
export function jobProgress(job: ExportJob): { label: string; percent: number } {
  if (job.status === 'queued' || job.rows_total === null)
    return { label: 'Waiting to start…', percent: 0 };
  const percent = job.rows_total === 0 ? 100 : Math.floor((job.rows_done / job.rows_total) * 100);
  return {
    label: `Exporting ${count(job.rows_done)} of ${count(job.rows_total)} rows…`,
    percent,
  };
}

/**
 * An export running as a job (too large for one request: docs/api.md "Export jobs"): its
 * progress while it runs, then the link to its file, or why it failed.
 */
export function ExportJobProgress({ jobId }: { jobId: number }) {
  const job = useExportJob(jobId);
  if (job.isPending)
    return (
      <Text size="sm" c="dimmed" role="status">
        Starting your export…
      </Text>
    );
  if (job.isError)
    return (
      <Alert color="red" title="The export's progress could not be loaded">
        <Button variant="light" size="xs" onClick={() => void job.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  const data = job.data;
  if (data.status === 'failed')
    return (
      <Alert color="red" title="Export failed" role="alert">
        {data.error ?? EXPORT_JOB_MESSAGES.failed}
      </Alert>
    );
  if (data.status === 'done' && data.file_url)
    return (
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" role="status">
          Your export is ready: {count(data.rows_done)} rows.
        </Text>
        <Button
          component="a"
          href={`${API_BASE_URL}${data.file_url}`}
          download={data.file_name}
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          Download {data.file_name}
        </Button>
      </Group>
    );
  const { label, percent } = jobProgress(data);
  return (
    <Stack gap={4}>
      <Text size="sm" role="status">
        {label}
      </Text>
      <Progress value={percent} striped animated aria-label="Export progress" />
    </Stack>
  );
}
