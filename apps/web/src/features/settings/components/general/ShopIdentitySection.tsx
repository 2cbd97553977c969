import { IconId } from '@tabler/icons-react';
import { paths } from '../../../../lib/paths';
import { LinkSection } from './LinkSection';

/** The way to what the shop's documents say it is, for those who manage the shop. */
export function ShopIdentitySection() {
  return (
    <LinkSection
      id="shop-identity"
      title="Shop identity"
      description="The legal name, address, phone, e-mail and logo printed on the loan agreements and statements."
      to={paths.settingsIdentity}
      icon={<IconId size={16} aria-hidden />}
      label="Edit shop identity"
    />
  );
}
