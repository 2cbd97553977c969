import { Anchor, Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Policy } from '@fleetdesk/contract/insurance';
import { Link } from 'react-router';
import { formatUsd } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { AttachedDocuments } from '../../../lib/ui/AttachedDocuments';
import { masterPolicyText, periodText, premiumText } from './policy-text';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </>
  );
}

/** Spec 2, insurance overview: a row's details; the policy screen edits and uploads. */
export function PolicyDetailsModal({ policy, onClose }: { policy: Policy; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title="Insurance Policy Details" centered size="lg">
      <Stack gap="md">
        <SimpleGrid cols={2} spacing="xs">
          <Row label="Vehicle" value={`${policy.vehicle_description} (${policy.vehicle})`} />
          <Row label="Master Policy" value={masterPolicyText(policy)} />
          <Row label="Insurance Company" value={policy.insurance_company || '—'} />
          <Row label="Policy Number" value={policy.policy_number || '—'} />
          <Row label="Premium" value={premiumText(policy)} />
          <Row label="Policy Cost" value={formatUsd(policy.policy_costs) ?? 'Not recorded'} />
          <Row label="Policy Period" value={periodText(policy)} />
          <Row
            label="Collision Deductible"
            value={formatUsd(policy.collision_deductible) ?? 'None'}
          />
          <Row
            label="Comprehensive Deductible"
            value={formatUsd(policy.comprehensive_deductible) ?? 'None'}
          />
          <Row label="Notes" value={policy.notes || '—'} />
        </SimpleGrid>
        <Text fw={600}>Documents</Text>
        <AttachedDocuments documents={policy.documents} />
        <Group justify="space-between">
          <Anchor component={Link} to={paths.vehicles.detail(policy.vehicle)}>
            Open vehicle
          </Anchor>
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button component={Link} to={paths.insurance.policy(policy.id)}>
              Open Policy
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
