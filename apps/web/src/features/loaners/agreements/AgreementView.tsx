import type { Agreement } from '@fleetdesk/contract/loaner-agreements';
import type { AgreementStatus } from '@fleetdesk/contract/loaners';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useUrlParams } from '../../../lib/url-params';
import { CheckInForm } from '../at-the-car/CheckInForm';
import { CheckOutForm } from '../at-the-car/CheckOutForm';
import { hasWaitingStep, keptStepCovers, KeptSteps } from '../at-the-car/KeptSteps';
import { useKeptSteps } from '../api/steps';
import { AgreementActions } from './AgreementActions';
import { AgreementCharges } from './AgreementCharges';
import { AgreementCoverage } from './AgreementCoverage';
import { AgreementPayments } from './AgreementPayments';
import { AgreementTermsSection, ConditionSection, Section } from './AgreementDetails';
import { AgreementHeader } from './AgreementHeader';
import { EditAgreementModal } from './EditAgreementModal';
import { SignedCopy } from './SignedCopy';
import { useShopTime } from '../../shops';

/** `?at=check-out` or `?at=check-in`: the page is at the car (a reload keeps it there). */
const AT_THE_CAR = 'at';
const STEPS = ['check-out', 'check-in'] as const;
type AtTheCar = (typeof STEPS)[number];
/** The status each step starts from. */
const STARTS_FROM: Record<AtTheCar, AgreementStatus> = {
  'check-out': 'reserved',
  'check-in': 'out',
};
const STEP_NAMES = { 'check-out': 'check_out', 'check-in': 'check_in' } as const;

type Props = {
  agreement: Agreement;
  canManage: boolean;
  canManageCharges: boolean;
  now?: () => Date;
};

/** The agreement's page: its header and actions, terms, condition, charges and totals. */
export function AgreementView({
  agreement,
  canManage,
  canManageCharges,
  now = () => new Date(),
}: Props) {
  const timeZone = useShopTime().zone;
  const [params, setParams] = useUrlParams();
  const [editing, setEditing] = useState(false);
  // The step begun on this page stays on screen once it has moved the status on, to show its
  // result (the signed agreement, the charges) until the user goes back.
  const [begun, setBegun] = useState<AtTheCar | null>(null);
  const at = params.get(AT_THE_CAR);
  // A step kept on this phone from before a reload, still waiting: no other step meanwhile.
  const kept = useKeptSteps(agreement.id);
  const waiting = hasWaitingStep(kept);
  const goTo = (step: AtTheCar | null) => {
    setBegun(null);
    setParams(step ? { [AT_THE_CAR]: step } : {}, { replace: step === null });
  };
  const step = STEPS.find(
    (s) =>
      s === at &&
      canManage &&
      !waiting &&
      !keptStepCovers(kept, STEP_NAMES[s]) &&
      (STARTS_FROM[s] === agreement.status || begun === s),
  );
  if (step && begun !== step) setBegun(step);

  if (step) {
    // A step refused when it arrived from an earlier visit stays in sight while it is redone.
    return (
      <Stack gap="md">
        <KeptSteps kept={kept} />
        {step === 'check-out' ? (
          <CheckOutForm agreement={agreement} onDone={() => goTo(null)} />
        ) : (
          <CheckInForm agreement={agreement} onDone={() => goTo(null)} now={now} />
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <KeptSteps kept={kept} />
      <AgreementHeader agreement={agreement} timeZone={timeZone} now={now()} />
      <AgreementActions
        agreement={agreement}
        canManage={canManage && !waiting}
        onCheckOut={() => goTo('check-out')}
        onCheckIn={() => goTo('check-in')}
        onEdit={() => setEditing(true)}
      />
      <SignedCopy agreement={agreement} canManage={canManage && !waiting} />
      <Section title="Terms">
        <AgreementTermsSection agreement={agreement} />
      </Section>
      {agreement.status !== 'reserved' && agreement.status !== 'cancelled' && (
        <Section title="Condition">
          <ConditionSection agreement={agreement} timeZone={timeZone} />
        </Section>
      )}
      <Section title="Insurer coverage">
        <AgreementCoverage agreement={agreement} canManage={canManage} />
      </Section>
      <Section title="Charges">
        <AgreementCharges
          agreement={agreement}
          timeZone={timeZone}
          canManageCharges={canManageCharges}
        />
      </Section>
      {agreement.status !== 'reserved' && agreement.status !== 'cancelled' && (
        <Section title="Payments">
          <AgreementPayments agreement={agreement} canManageCharges={canManageCharges} />
        </Section>
      )}
      {editing && (
        <EditAgreementModal
          agreement={agreement}
          timeZone={timeZone}
          canManageCharges={canManageCharges}
          onClose={() => setEditing(false)}
        />
      )}
    </Stack>
  );
}
