import { IconHistory } from '@tabler/icons-react';
import { paths } from '../../../../lib/paths';
import { LinkSection } from './LinkSection';

/** The way to the shop's activity (the audit trail), for those who may read it. */
export function ActivitySection() {
  return (
    <LinkSection
      id="activity"
      title="Activity"
      description="Who changed what in this shop, and when, sign-ins and permission changes included."
      to={paths.settingsActivity}
      icon={<IconHistory size={16} aria-hidden />}
      label="View activity"
      permission="canViewActivity"
    />
  );
}
