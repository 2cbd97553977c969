import { IconWebhook } from '@tabler/icons-react';
import { paths } from '../../../../lib/paths';
import { LinkSection } from './LinkSection';

/** The way to the shop's webhooks (issue 25), for those who manage the shop. */
export function WebhooksSection() {
  return (
    <LinkSection
      id="webhooks"
      title="Webhooks"
      description="Signed notices to your own systems when vehicles, registrations, policies, financing and loaners change."
      to={paths.settingsWebhooks}
      icon={<IconWebhook size={16} aria-hidden />}
      label="Manage webhooks"
    />
  );
}
