import { CITATION_COLUMNS } from '@fleetdesk/contract/loaners';
import { Anchor, Code, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { CITATION_COLUMN_HELP, SAMPLE_CITATION_HREF } from './citation-file';

/** The columns a file must have, and a sample to start from. */
export function CitationFileHelp() {
  return (
    <Stack gap="xs">
      <Text size="sm">
        A CSV or XLSX file from a toll authority or a city, with a header row naming these columns:
      </Text>
      <Table withTableBorder verticalSpacing={4} fz="sm" layout="fixed">
        <Table.Tbody>
          {CITATION_COLUMNS.map((column) => (
            <Table.Tr key={column}>
              <Table.Th scope="row" w={110}>
                <Code>{column}</Code>
              </Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {CITATION_COLUMN_HELP[column]}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Anchor href={SAMPLE_CITATION_HREF} download="citations-sample.csv" size="sm">
        <IconDownload size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> Download a sample
        file
      </Anchor>
    </Stack>
  );
}
