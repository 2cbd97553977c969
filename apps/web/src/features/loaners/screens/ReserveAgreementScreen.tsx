import { Container, Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useUrlParams } from '../../../lib/url-params';
import { ReserveAgreementForm } from '../agreements/ReserveAgreementForm';

/**
 * `/loaners/agreements/new?vehicle={vin}&starts={YYYY-MM-DD}`: the board's free slot opens the
 * reserve form with that loaner and day; a full page, so it reads well on a phone.
 */
export default function ReserveAgreementScreen() {
  const [params] = useUrlParams();
  const navigate = useNavigate();
  const starts = params.get('starts') ?? undefined;
  return (
    <Container size="md" px={{ base: 'xs', sm: 'md' }} py="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          Reserve a loaner
        </Title>
        <ReserveAgreementForm
          prefill={{
            vehicle: params.get('vehicle') ?? undefined,
            ...(starts && starts.includes('T') ? { startsAt: starts } : { startsOn: starts }),
          }}
          onCancel={() => void navigate(-1)}
        />
      </Stack>
    </Container>
  );
}
