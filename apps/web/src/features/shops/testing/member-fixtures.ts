import { ROLE_PERMISSIONS } from '@fleetdesk/contract/permissions';
import type { Member } from '@fleetdesk/contract/shops';

/** A member as GET /api/shops/members/ sends one: Sam Rivera, a vehicle viewer. */
export function member(over: Partial<Member> = {}, user: Partial<Member['user']> = {}): Member {
  return {
    id: 12,
    user: {
      id: 5,
      username: 'viewer',
      email: 'sam@example.test',
      first_name: 'Sam',
      last_name: 'Rivera',
      is_superuser: false,
      ...user,
    },
    role: 'vehicle_viewer',
    role_display: 'Vehicle Viewer',
    is_active: true,
    grants: [],
    withdrawals: [],
    permissions: [...ROLE_PERMISSIONS.vehicle_viewer],
    created_at: '2026-01-05T10:00:00.000Z',
    last_active_at: null,
    ...over,
  };
}

/** The signed-in administrator's own membership (user 1, as the test context names). */
export function ownMembership(over: Partial<Member> = {}): Member {
  return member(
    {
      id: 3,
      role: 'administrator',
      role_display: 'Administrator',
      permissions: [...ROLE_PERMISSIONS.administrator],
      ...over,
    },
    { id: 1, username: 'ada', email: 'a@example.test', first_name: 'Ada', last_name: 'Admin' },
  );
}
