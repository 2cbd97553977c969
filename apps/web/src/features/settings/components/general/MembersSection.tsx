import { IconUsers } from '@tabler/icons-react';
import { paths } from '../../../../lib/paths';
import { AdminLinkSection } from './AdminLinkSection';

/** The way to the shop's members and their permissions, for those who manage the shop. */
export function MembersSection() {
  return (
    <AdminLinkSection
      id="members"
      title="Members"
      text="Who works in this shop, their roles, and the permissions granted or withdrawn for each."
      to={paths.settingsMembers}
      label="Manage members"
      icon={<IconUsers size={16} aria-hidden />}
    />
  );
}
