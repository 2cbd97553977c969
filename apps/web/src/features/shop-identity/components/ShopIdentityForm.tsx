import {
  SHOP_IDENTITY_MAX,
  shopIdentityPatchSchema,
  type ShopIdentity,
} from '@fleetdesk/contract/shop-identity';
import { Button, Group, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { failureDetail, showServerErrors, validateWith } from '../../../lib/form';
import { showToast } from '../../../lib/toast';
import { IDENTITY_SAVE_FAILED, IDENTITY_SAVED, useUpdateShopIdentity } from '../api/shop-identity';

type Values = Pick<ShopIdentity, 'legal_name' | 'address' | 'phone' | 'email'>;

const valuesOf = (identity: ShopIdentity): Values => ({
  legal_name: identity.legal_name,
  address: identity.address,
  phone: identity.phone,
  email: identity.email,
});

/**
 * The four fields the shop's documents print at their top. A refused save keeps what was typed,
 * with the server's words under each field.
 */
export function ShopIdentityForm({ identity }: { identity: ShopIdentity }) {
  const save = useUpdateShopIdentity();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: valuesOf(identity),
    validate: validateWith(shopIdentityPatchSchema),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const saved = valuesOf(await save.mutateAsync(values));
      form.setInitialValues(saved);
      form.setValues(saved);
      showToast({ type: 'success', title: 'Shop identity', message: IDENTITY_SAVED });
    } catch (error) {
      const shown = showServerErrors(form, error);
      showToast({
        type: 'error',
        title: IDENTITY_SAVE_FAILED,
        message: shown.other.join(' ') || failureDetail(error, IDENTITY_SAVE_FAILED),
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Shop identity">
      <Stack gap="sm">
        <TextInput
          label="Legal name"
          description="As on your invoices and registrations; the shop's name is printed when empty"
          maxLength={SHOP_IDENTITY_MAX.legal_name}
          {...form.getInputProps('legal_name')}
        />
        <Textarea
          label="Address"
          description="Printed line by line"
          autosize
          minRows={2}
          maxRows={5}
          maxLength={SHOP_IDENTITY_MAX.address}
          {...form.getInputProps('address')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Phone"
            type="tel"
            maxLength={SHOP_IDENTITY_MAX.phone}
            {...form.getInputProps('phone')}
          />
          <TextInput
            label="E-mail"
            type="email"
            maxLength={SHOP_IDENTITY_MAX.email}
            {...form.getInputProps('email')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
            Save shop identity
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
