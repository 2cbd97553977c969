import { Alert, Button, Modal, Skeleton, Stack } from '@mantine/core';
import { policyLoadErrorText, usePolicy } from '../api/get-policy';
import { PolicyEditor } from './PolicyEditor';

/** Spec 2, insurance modal (per policy): edit only; 'Insurance policy not found' when missing. */
export function InsuranceModal({ policyId, onClose }: { policyId: number; onClose: () => void }) {
  const query = usePolicy(policyId);
  const errorText = query.isError ? policyLoadErrorText(query.error) : null;
  return (
    <Modal opened onClose={onClose} title="Edit Insurance Policy" centered size="lg">
      {errorText ? (
        <Alert color="red" title={errorText}>
          <Button mt="sm" size="xs" variant="light" color="red" onClick={onClose}>
            Close
          </Button>
        </Alert>
      ) : !query.data ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading insurance policy">
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      ) : (
        <PolicyEditor policy={query.data} onDone={onClose} />
      )}
    </Modal>
  );
}
