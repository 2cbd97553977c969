import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useAccess } from '../../../lib/permissions';
import { useShopTime } from '../../shops';
import { CitationFileHelp } from '../citations/CitationFileHelp';
import { CitationImport } from '../citations/CitationImport';
import { UnmatchedCitations } from '../citations/UnmatchedCitations';
import { LoanersHeader } from '../components/LoanersHeader';

/**
 * Issue 23: tolls and tickets at /loaners/citations. Importing needs canManageLoanerCharges;
 * the citations left to settle are for every member with canViewLoaners (the route's gate).
 */
export default function CitationsScreen() {
  const { access } = useAccess('base');
  const shopTime = useShopTime();
  // A time the file wrote that is not one stays as written.
  const formatTime = (instant: string) => shopTime.dateTime(instant) ?? instant;
  return (
    <Stack gap="md">
      <LoanersHeader
        title="Tolls and tickets"
        description="Import a toll authority’s or a city’s file: each citation lands on the agreement that had the car."
      />
      {access.can('canManageLoanerCharges') && (
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              Import a file
            </Title>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <CitationImport formatTime={formatTime} />
              <CitationFileHelp />
            </SimpleGrid>
          </Stack>
        </Paper>
      )}
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Unmatched citations
          </Title>
          <UnmatchedCitations
            formatTime={formatTime}
            canAttach={access.can('canManageLoanerCharges')}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
