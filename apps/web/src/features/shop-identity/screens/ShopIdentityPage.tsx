import { Grid, Paper, Stack } from '@mantine/core';
import { RecordsError, RecordsLoading } from '../../../lib/ui/RecordsStates';
import { SettingsPageHeader } from '../../../lib/ui/SettingsPageHeader';
import { IDENTITY_LOAD_FAILED, useShopIdentity } from '../api/shop-identity';
import { ShopIdentityForm } from '../components/ShopIdentityForm';
import { ShopLogoCard } from '../components/ShopLogoCard';

/** Issue 36 §4: at /settings/identity, what the shop's agreements and statements say it is. */
export default function ShopIdentityPage() {
  const query = useShopIdentity();
  return (
    <Stack gap="md">
      <SettingsPageHeader
        title="Shop identity"
        description="The legal name, address, phone, e-mail and logo at the top of the loan agreements and statements the shop hands over."
      />
      {query.isPending ? (
        <RecordsLoading label="Loading the shop identity" rows={4} />
      ) : query.isError ? (
        <RecordsError message={IDENTITY_LOAD_FAILED} onRetry={() => void query.refetch()} />
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Paper withBorder radius="md" p="md">
              <ShopIdentityForm identity={query.data} />
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <ShopLogoCard logoUrl={query.data.logo_url} />
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
