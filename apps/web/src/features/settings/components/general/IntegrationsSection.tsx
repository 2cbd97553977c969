import { IconKey } from '@tabler/icons-react';
import { paths } from '../../../../lib/paths';
import { AdminLinkSection } from './AdminLinkSection';

/** The way to the shop's integrations (API tokens), for those who manage the shop. */
export function IntegrationsSection() {
  return (
    <AdminLinkSection
      id="integrations"
      title="Integrations"
      text="Keys that let your other systems call the Fleetdesk API for this shop."
      to={paths.settingsIntegrations}
      label="Manage API tokens"
      icon={<IconKey size={16} aria-hidden />}
    />
  );
}
