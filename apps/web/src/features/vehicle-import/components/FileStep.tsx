import type { ImportTemplateFormat } from '@fleetdesk/contract/vehicle-import';
import { Button, FileInput, Group, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { failureDetail } from '../../../lib/form';
import { showToast } from '../../../lib/toast';
import { TEMPLATE_FAILED, useDownloadTemplate } from '../api/download-template';

type Props = { file: File | null; onChoose: (file: File | null) => void; disabled: boolean };

/** Choosing the spreadsheet, and the templates to start from. */
export function FileStep({ file, onChoose, disabled }: Props) {
  const template = useDownloadTemplate();
  const download = (format: ImportTemplateFormat) =>
    template.mutate(format, {
      onError: (error) =>
        showToast({
          type: 'error',
          title: TEMPLATE_FAILED,
          message: failureDetail(error, TEMPLATE_FAILED),
        }),
    });
  return (
    <>
      <FileInput
        label="Fleet spreadsheet (CSV or XLSX)"
        description="The first row names the columns; each row after it is one vehicle. Up to 10,000 rows."
        placeholder="Choose a file"
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        clearable
        clearButtonProps={{ 'aria-label': 'Clear the file' }}
        leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
        value={file}
        onChange={onChoose}
        disabled={disabled}
      />
      <Group gap="xs" align="center">
        <Text size="sm" c="dimmed">
          Start from a template:
        </Text>
        {(['csv', 'xlsx'] as const).map((format) => (
          <Button
            key={format}
            variant="subtle"
            size="compact-sm"
            leftSection={<IconDownload size={14} aria-hidden />}
            onClick={() => download(format)}
            loading={template.isPending && template.variables === format}
          >
            {`Template (${format.toUpperCase()})`}
          </Button>
        ))}
      </Group>
    </>
  );
}
