import type { Agreement } from '@fleetdesk/contract/loaner-agreements';
import { Button, Group, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { showToast } from '../../../lib/toast';
import { useShopTime } from '../../shops';
import { useSendSignedCopy } from '../api/agreements';
import { refusalText } from './agreement-text';

export const SEND_COPY_FAILED = 'Could not e-mail the signed copy';

type Props = { agreement: Agreement; canManage: boolean };

/** When the customer was e-mailed their signed copy, and (with Manage loaners) Send again. */
export function SignedCopy({ agreement, canManage }: Props) {
  const shopTime = useShopTime();
  const send = useSendSignedCopy(agreement.id);
  if (!agreement.agreement_document) return null;
  const sent = agreement.signed_copy_sent_at;
  const resend = () =>
    send.mutate(undefined, {
      onSuccess: () =>
        showToast({
          type: 'success',
          title: 'Loaners',
          message: `Signed copy of ${agreement.number} e-mailed to ${agreement.customer_name}`,
        }),
      onError: (error) =>
        showToast({
          type: 'error',
          title: SEND_COPY_FAILED,
          message: refusalText({ fields: {}, other: [] }, error, SEND_COPY_FAILED),
        }),
    });
  return (
    <Group gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed">
        {sent
          ? `Signed copy e-mailed on ${shopTime.dateTime(sent) ?? sent}.`
          : 'The signed copy has not been e-mailed.'}
      </Text>
      {canManage && (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconMail size={14} aria-hidden />}
          loading={send.isPending}
          onClick={resend}
        >
          {sent ? 'Send again' : 'E-mail the signed copy'}
        </Button>
      )}
    </Group>
  );
}
