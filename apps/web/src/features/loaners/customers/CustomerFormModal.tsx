import type { Customer } from '@fleetdesk/contract/loaners';
import { Modal } from '@mantine/core';
import { CustomerForm } from './CustomerForm';

type Props = {
  opened: boolean;
  customer: Customer | null;
  onClose: () => void;
  onSaved?: (customer: Customer) => void;
};

/** Add or edit a customer in a dialog (full screen on a phone). */
export function CustomerFormModal({ opened, customer, onClose, onSaved }: Props) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={customer ? `Edit ${customer.first_name} ${customer.last_name}` : 'Add customer'}
      size="lg"
    >
      {opened && (
        <CustomerForm
          customer={customer}
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
