import { Alert, Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { Select } from '../../../../lib/ui/Select';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { ROLE_NAMES, ROLE_PERMISSIONS, ROLES, type Role } from '@fleetdesk/contract/permissions';
import type { Member } from '@fleetdesk/contract/shops';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { serverErrors, failureDetail } from '../../../../lib/form';
import { openAppModal } from '../../../../lib/modals';
import { showToast } from '../../../../lib/toast';
import { MEMBER_SAVE_FAILED, useUpdateMember } from '../../api/members';
import { MemberBadges } from './MemberBadges';
import {
  initialValues,
  lostLabels,
  MANAGE_SHOP,
  OWN_MANAGE_SHOP_REASON,
  roleDefaults,
  toggled,
  toUpdate,
  withRole,
  type MemberValues,
} from './member-form';
import { lastActiveText, memberName } from './member-labels';
import { PermissionChecklist } from './PermissionChecklist';

type Props = {
  /** The member whose permissions are open, or null when the drawer is closed. */
  member: Member | null;
  /** The signed-in user: their own membership keeps its right to manage the shop. */
  currentUserId: number | undefined;
  onClose: () => void;
};

/** A member's role and every permission, from the members list; saves through the PATCH. */
export function MemberDrawer({ member, currentUserId, onClose }: Props) {
  const phone = useMediaQuery('(max-width: 599.98px)', false);
  return (
    <Drawer
      opened={member !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'lg'}
      title={member ? memberName(member) : ''}
      // The theme names the modals' close button; the drawer's is named here.
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      {member && (
        <MemberForm
          key={member.id}
          member={member}
          self={member.user.id === currentUserId}
          onDone={onClose}
        />
      )}
    </Drawer>
  );
}

function MemberForm({
  member,
  self,
  onDone,
}: {
  member: Member;
  self: boolean;
  onDone: () => void;
}) {
  const name = memberName(member);
  const update = useUpdateMember();
  const [failure, setFailure] = useState<string[] | null>(null);
  const form = useForm<MemberValues>({ initialValues: initialValues(member) });
  const { role, held } = form.values;
  // A superuser passes every gate anyway; anyone else keeps their own right to manage the shop.
  const keep = self && !member.user.is_superuser ? MANAGE_SHOP : undefined;

  const save = (values: MemberValues) => {
    setFailure(null);
    update.mutate(
      { id: member.id, update: toUpdate(member, values) },
      {
        onSuccess: () => {
          showToast({ type: 'success', title: 'Members', message: `Saved ${name}'s permissions` });
          onDone();
        },
        // What was ticked stays on screen, with the server's words.
        onError: (error) => {
          const { other } = serverErrors(error, []);
          setFailure(
            other.length > 0 ? other : [failureDetail(error, 'The server did not answer.')],
          );
        },
      },
    );
  };

  const onSubmit = form.onSubmit((values) => {
    const lost = self ? lostLabels(member, values) : [];
    if (lost.length === 0) return save(values);
    openAppModal({
      type: 'confirm',
      title: 'Remove your own permissions?',
      message: `You will no longer be able to do this in this shop until another administrator gives it back: ${lost.join(', ')}.`,
      confirmLabel: 'Remove them',
      cancelLabel: 'Keep them',
      onConfirm: () => save(values),
    });
  });

  const roleCount = ROLE_PERMISSIONS[role].length;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {`${member.user.username} · ${member.user.email}`}
          </Text>
          <MemberBadges member={member} />
          <Text size="xs" c="dimmed">{`Last active: ${lastActiveText(member)}`}</Text>
        </Stack>
        {member.user.is_superuser && (
          <Alert color="grape" variant="light">
            {`${name} is a superuser and passes every permission check, whatever is ticked here.`}
          </Alert>
        )}
        {!member.is_active && (
          <Alert color="gray" variant="light">
            {`This membership is inactive: ${name} cannot work in this shop.`}
          </Alert>
        )}
        <Select
          label="Role"
          description={`${ROLE_NAMES[role]} gives ${roleCount} permissions; a tick that differs from the role is granted or withdrawn for this member alone.`}
          data={ROLES.map((r) => ({ value: r, label: ROLE_NAMES[r] }))}
          value={role}
          allowDeselect={false}
          disabled={update.isPending}
          onChange={(value) => {
            if (value) form.setValues(withRole(form.getValues(), value as Role, keep));
          }}
        />
        <Group>
          <Button
            variant="default"
            size="xs"
            disabled={update.isPending}
            onClick={() => form.setValues(roleDefaults(role, keep))}
          >
            {"Use the role's permissions only"}
          </Button>
        </Group>
        <PermissionChecklist
          role={role}
          held={held}
          disabled={update.isPending}
          locked={keep ? { permission: keep, reason: OWN_MANAGE_SHOP_REASON } : undefined}
          onToggle={(permission, on) =>
            form.setFieldValue('held', toggled(form.getValues().held, permission, on))
          }
        />
        {failure && (
          <Alert
            color="red"
            role="alert"
            title={MEMBER_SAVE_FAILED}
            icon={<IconAlertCircle size={18} aria-hidden />}
          >
            {failure.join(' ')}
          </Alert>
        )}
        <Group justify="flex-end" pos="sticky" bottom={0} py="sm" bg="var(--mantine-color-body)">
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
            Save permissions
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
