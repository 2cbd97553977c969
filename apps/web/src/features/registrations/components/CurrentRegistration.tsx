import { useState } from 'react';
import { useShopToday } from '../../shops';
import type { CurrentRegistrationProps } from '../../vehicles';
import { RegistrationCard } from './RegistrationCard';
import { RegistrationModal } from './RegistrationModal';

type ModalState = { mode: 'add' } | { mode: 'edit'; id: number } | null;

/** Spec 2, Overview: the Current Registration card, and its add or edit modal. */
export function CurrentRegistration({ vin, registrations, canEdit }: CurrentRegistrationProps) {
  const [modal, setModal] = useState<ModalState>(null);
  const today = useShopToday();
  return (
    <>
      <RegistrationCard
        registrations={registrations}
        canEdit={canEdit}
        today={today}
        onAdd={() => setModal({ mode: 'add' })}
        onEdit={(id) => setModal({ mode: 'edit', id })}
      />
      {modal && (
        <RegistrationModal
          vin={vin}
          registrationId={modal.mode === 'edit' ? modal.id : null}
          onClose={() => setModal(null)}
        />
      )}
    </>
  );
}
