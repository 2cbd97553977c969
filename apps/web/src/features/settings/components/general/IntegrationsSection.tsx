import { IconKey } from '@tabler/icons-react';
import { paths } from '../../../../lib/paths';
import { LinkSection } from './LinkSection';

/** The way to the shop's integrations (API tokens), for those who manage the shop. */
export function IntegrationsSection() {
  return (
    <LinkSection
      id="integrations"
      title="Integrations"
      description="Keys that let your other systems call the Fleetdesk API for this shop."
      to={paths.settingsIntegrations}
      icon={<IconKey size={16} aria-hidden />}
      label="Manage API tokens"
    />
  );
}
