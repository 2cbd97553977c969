import type { Insurer } from '@fleetdesk/contract/loaner-money';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { InsurerForm } from './InsurerForm';

type Props = {
  opened: boolean;
  insurer: Insurer | null;
  /** A name typed elsewhere (the reservation's insurer field) to start from. */
  name?: string;
  onClose: () => void;
  onSaved?: (insurer: Insurer) => void;
};

/** Add or edit an insurer in a dialog (full screen on a phone). */
export function InsurerFormModal({ opened, insurer, name, onClose, onSaved }: Props) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={insurer ? `Edit ${insurer.name}` : 'Add insurer'}
      size="lg"
      fullScreen={phone}
    >
      {opened && (
        <InsurerForm
          insurer={insurer}
          name={name}
          onCancel={onClose}
          onSaved={(saved) => {
            onClose();
            onSaved?.(saved);
          }}
        />
      )}
    </Modal>
  );
}
