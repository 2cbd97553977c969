import {
  unansweredRequired,
  type Inspection,
  type InspectionForm,
} from '@fleetdesk/contract/inspections';
import { Alert, Button, NumberInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { fieldErrorsFromBody, ApiError } from '../../../lib/api';
import { failureDetail } from '../../../lib/form';
import { showToast } from '../../../lib/toast';
import { SignatureField } from '../../../lib/ui/SignatureField';
import {
  INSPECTION_SAVE_FAILED,
  uploadInspectionPhoto,
  useCreateInspection,
} from '../api/inspections';
import { InspectionItemField, NO_ANSWER, type Answer } from './InspectionItemField';

type Props = { vin: string; form: InspectionForm; onSaved: (inspection: Inspection) => void };

/**
 * Filling one form for one vehicle: every item, the odometer, who inspected and their signature.
 * What was typed stays when the server refuses it (its message is shown above the button).
 */
export function InspectionFill({ vin, form, onSaved }: Props) {
  const [answers, setAnswers] = useState<Record<number, Answer>>({});
  const [odometer, setOdometer] = useState<string | number>('');
  const [signedName, setSignedName] = useState('');
  const [signature, setSignature] = useState<string | null>(null);
  const [missing, setMissing] = useState<Set<string>>(new Set());
  const [refusal, setRefusal] = useState<string[]>([]);
  const create = useCreateInspection(vin);

  const answerOf = (id: number) => answers[id] ?? NO_ANSWER;
  const setAnswer = (id: number, answer: Answer) => setAnswers((a) => ({ ...a, [id]: answer }));

  const takePhoto = async (itemId: number, label: string, file: File) => {
    setAnswer(itemId, { ...answerOf(itemId), uploading: true });
    try {
      const doc = await uploadInspectionPhoto(vin, file, label);
      setAnswers((a) => ({
        ...a,
        [itemId]: {
          ...(a[itemId] ?? NO_ANSWER),
          uploading: false,
          photo: { id: doc.id, name: file.name },
        },
      }));
    } catch (error) {
      setAnswers((a) => ({ ...a, [itemId]: { ...(a[itemId] ?? NO_ANSWER), uploading: false } }));
      showToast({
        type: 'error',
        title: 'The photo was not kept',
        message: failureDetail(error, 'Try again.'),
      });
    }
  };

  const results = form.items.map((item) => {
    const a = answerOf(item.id);
    return {
      item: item.id,
      passed: a.passed,
      value: a.value,
      note: a.note,
      photo: a.photo?.id ?? null,
    };
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const unanswered = unansweredRequired(form.items, results);
    setMissing(new Set(unanswered));
    if (unanswered.length > 0 || signedName.trim() === '') {
      setRefusal([
        ...(unanswered.length ? [`Answer the required items: ${unanswered.join(', ')}.`] : []),
        ...(signedName.trim() === '' ? ['Type the name of who inspected.'] : []),
      ]);
      return;
    }
    setRefusal([]);
    create.mutate(
      {
        form: form.id,
        vehicle: vin,
        odometer: odometer === '' ? null : Number(odometer),
        results: results.filter(
          (r) => r.passed !== null || r.value !== '' || r.photo !== null || r.note !== '',
        ),
        signed_name: signedName,
        ...(signature ? { signature } : {}),
      },
      {
        onSuccess: onSaved,
        onError: (error) => {
          const fields = error instanceof ApiError ? fieldErrorsFromBody(error.body) : {};
          setRefusal(Object.values(fields).flat());
          showToast({
            type: 'error',
            title: INSPECTION_SAVE_FAILED,
            message: failureDetail(error, 'Please try again.'),
          });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`${form.name} inspection`}>
      <Stack gap="sm">
        {form.items.map((item) => (
          <InspectionItemField
            key={item.id}
            item={item}
            answer={answerOf(item.id)}
            missing={missing.has(item.label) && unansweredRequired([item], results).length > 0}
            onChange={(a) => setAnswer(item.id, a)}
            onPhoto={(file) => void takePhoto(item.id, item.label, file)}
          />
        ))}
        <NumberInput
          label="Odometer"
          size="md"
          placeholder="Optional"
          min={0}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          hideControls
          inputMode="numeric"
          value={odometer}
          onChange={setOdometer}
        />
        <TextInput
          label="Inspected by"
          size="md"
          required
          value={signedName}
          onChange={(e) => setSignedName(e.currentTarget.value)}
        />
        <SignatureField label="Inspector’s signature" onChange={setSignature} />
        {refusal.length > 0 && (
          <Alert color="red" title="The inspection was not saved">
            {refusal.map((line) => (
              <div key={line}>{line}</div>
            ))}
          </Alert>
        )}
        <Button type="submit" size="md" fullWidth loading={create.isPending}>
          Sign and save inspection
        </Button>
      </Stack>
    </form>
  );
}
