import { Container, Skeleton, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { ApiError } from '../../../lib/api';
import { useAccess } from '../../../lib/permissions';
import { LoadFailedAlert } from '../../../lib/ui/LoadFailedAlert';
import { RecordsEmpty } from '../../../lib/ui/RecordsStates';
import { AGREEMENT_LOAD_FAILED, useAgreement } from '../api/agreements';
import { AgreementView } from '../agreements/AgreementView';
import { useShopTime } from '../../shops';

/** `/loaners/agreements/{id}` (docs/api.md "Loaners": screens). */
export default function AgreementScreen() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  return (
    <Container size="lg" px={{ base: 'xs', sm: 'md' }} py="md">
      {valid ? <AgreementLoader id={id} /> : <RecordsEmpty title="Agreement not found" />}
    </Container>
  );
}

function AgreementLoader({ id }: { id: number }) {
  const query = useAgreement(id);
  const { access } = useAccess('base');
  const clockReady = useShopTime().ready;
  if (query.isPending || !clockReady) {
    return (
      <Stack role="status" aria-busy="true" aria-label="Loading the agreement">
        <Skeleton height={40} width="40%" />
        <Skeleton height={90} />
        <Skeleton height={160} />
      </Stack>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <RecordsEmpty title="Agreement not found" description="It may belong to another shop." />
      );
    }
    return <LoadFailedAlert title={AGREEMENT_LOAD_FAILED} onRetry={() => void query.refetch()} />;
  }
  return (
    <AgreementView
      agreement={query.data}
      canManage={access.can('canManageLoaners')}
      canManageCharges={access.can('canManageLoanerCharges')}
    />
  );
}
