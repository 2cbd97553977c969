import type { Agreement } from '@fleetdesk/contract/loaner-agreements';
import { Button, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { openAppModal } from '../../../lib/modals';
import { showToast } from '../../../lib/toast';
import { useShopTime } from '../../shops';
import { refusalText } from '../agreements/agreement-text';
import { useSendSigningLink } from '../api/signing';

export const SEND_FAILED = 'Could not send the signing link';

/**
 * "Send for signature" on a reserved agreement: the customer gets an e-mailed link to sign
 * before they arrive (an earlier link stops working). Says until when the link works.
 */
export function SendForSignature({ agreement }: { agreement: Agreement }) {
  const send = useSendSigningLink(agreement.id);
  const shopTime = useShopTime();
  const [until, setUntil] = useState<string | null>(null);
  const confirm = () =>
    openAppModal({
      type: 'confirm',
      title: 'Send for signature',
      message: `E-mail ${agreement.customer_name} a link to read and sign ${agreement.number} before they arrive? A link sent earlier stops working.`,
      confirmLabel: 'Send the link',
      cancelLabel: 'Not now',
      onConfirm: () =>
        send.mutate(undefined, {
          onSuccess: (reply) => {
            const when = shopTime.dateTime(reply.expires_at) ?? reply.expires_at;
            setUntil(when);
            showToast({
              type: 'success',
              title: 'Signing link sent',
              message: `${agreement.customer_name} can sign until ${when}.`,
            });
          },
          onError: (error) =>
            showToast({
              type: 'error',
              title: SEND_FAILED,
              message: refusalText({ fields: {}, other: [] }, error, SEND_FAILED),
            }),
        }),
    });
  if (agreement.signed_remotely_at)
    return (
      <Text size="sm" c="teal.8" role="status">
        {`Signed remotely at ${shopTime.dateTime(agreement.signed_remotely_at) ?? agreement.signed_remotely_at}`}
      </Text>
    );
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconMailForward size={16} aria-hidden />}
        loading={send.isPending}
        onClick={confirm}
      >
        {until ? 'Send a new link' : 'Send for signature'}
      </Button>
      {until && (
        <Text size="sm" c="dimmed" role="status">
          {`Link sent: it works until ${until}.`}
        </Text>
      )}
    </>
  );
}
