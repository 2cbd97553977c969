import type { Issue } from '@fleetdesk/contract/issues';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { failureDetail } from '../../../lib/form';
import { openAppModal } from '../../../lib/modals';
import { showToast } from '../../../lib/toast';
import { CardList } from '../../../lib/ui/CardList';
import { ISSUE_SAVE_FAILED, useUpdateIssue } from '../api/save-issue';
import { IssueCard } from './IssueCard';

type Props = { issues: Issue[]; label: string; showVehicle?: boolean; canWrite: boolean };

/** Issues as cards, with assigning, resolving (with what was done) and reopening. */
export function IssueList({ issues, label, showVehicle, canWrite }: Props) {
  const update = useUpdateIssue();
  const [resolving, setResolving] = useState<Issue | null>(null);
  const [resolution, setResolution] = useState('');

  const save = (issue: Issue, patch: Parameters<typeof update.mutate>[0]['patch'], done: string) =>
    update.mutate(
      { id: issue.id, patch },
      {
        onSuccess: () => {
          setResolving(null);
          showToast({ type: 'success', title: done, message: issue.title });
        },
        // The resolution typed stays in the dialog when the save fails.
        onError: (error) =>
          showToast({
            type: 'error',
            title: ISSUE_SAVE_FAILED,
            message: failureDetail(error, 'Please try again.'),
          }),
      },
    );

  return (
    <>
      <CardList label={label}>
        {issues.map((issue) => (
          <IssueCard
            key={issue.id}
            issue={issue}
            showVehicle={showVehicle}
            canWrite={canWrite}
            busy={update.isPending && update.variables?.id === issue.id}
            onAssign={(userId) => save(issue, { assigned_to: userId }, 'Issue assigned')}
            onResolve={() => {
              setResolution('');
              setResolving(issue);
            }}
            onReopen={() =>
              openAppModal({
                type: 'confirm',
                title: 'Reopen issue?',
                message: `Reopen "${issue.title}"? It becomes open again.`,
                confirmLabel: 'Reopen',
                onConfirm: () => save(issue, { status: 'open' }, 'Issue reopened'),
              })
            }
          />
        ))}
      </CardList>
      <Modal
        opened={resolving !== null}
        onClose={() => setResolving(null)}
        title={resolving ? `Resolve "${resolving.title}"` : ''}
      >
        <Stack>
          <Textarea
            label="What was done"
            placeholder="e.g. Bulb replaced"
            autosize
            minRows={2}
            value={resolution}
            onChange={(e) => setResolution(e.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setResolving(null)}>
              Cancel
            </Button>
            <Button
              loading={update.isPending}
              onClick={() =>
                resolving && save(resolving, { status: 'resolved', resolution }, 'Issue resolved')
              }
            >
              Resolve issue
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
