import { IconUsers } from '@tabler/icons-react';
import { paths } from '../../../../lib/paths';
import { LinkSection } from './LinkSection';

/** The way to the shop's members and their permissions, for those who manage the shop. */
export function MembersSection() {
  return (
    <LinkSection
      id="members"
      title="Members"
      description="Who works in this shop, their roles, and the permissions granted or withdrawn for each."
      to={paths.settingsMembers}
      icon={<IconUsers size={16} aria-hidden />}
      label="Manage members"
    />
  );
}
