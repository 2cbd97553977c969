import { Alert, Button, Group, Loader, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { userProfileUpdateSchema, type UserProfile } from '@fleetdesk/contract/shops';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { showServerErrors, validateWith } from '../../../../lib/form';
import {
  PROFILE_LOAD_FAILED,
  PROFILE_SAVE_FAILED,
  PROFILE_SAVED,
  useUpdateUserProfile,
  useUserProfile,
} from '../../../shops';
import { GravatarSwitch, ProfileAvatar, useGravatarConsent } from './ProfileAvatar';
import { SectionCard } from './SectionCard';
import { useFlashMessage } from './use-flash-message';

/** User Profile: e-mail read-only; first name, last name and shop name editable. */
export function ProfileSection() {
  const profile = useUserProfile();
  return (
    <SectionCard id="profile" title="User Profile">
      {profile.isPending ? (
        <Group gap="xs">
          <Loader size="sm" />
          <span>Loading profile...</span>
        </Group>
      ) : profile.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {PROFILE_LOAD_FAILED}
          <Button variant="subtle" size="compact-sm" ml="sm" onClick={() => void profile.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <ProfileForm profile={profile.data} />
      )}
    </SectionCard>
  );
}

type Values = { first_name: string; last_name: string; shop_name: string };

function ProfileForm({ profile }: { profile: UserProfile }) {
  const update = useUpdateUserProfile();
  const flash = useFlashMessage();
  const [failed, setFailed] = useState(false);
  const [gravatar, setGravatar] = useGravatarConsent(profile.email);
  const form = useForm<Values>({
    initialValues: {
      first_name: profile.first_name,
      last_name: profile.last_name,
      shop_name: profile.shop_name,
    },
    validate: validateWith(userProfileUpdateSchema),
  });

  const onSubmit = form.onSubmit((values) => {
    setFailed(false);
    flash.clear();
    // Spec 1 section 7: the PATCH sends the e-mail too; the server ignores it (read-only).
    update.mutate(
      { email: profile.email, ...values },
      {
        onSuccess: (saved) => {
          form.setInitialValues({
            first_name: saved.first_name,
            last_name: saved.last_name,
            shop_name: saved.shop_name,
          });
          flash.show(PROFILE_SAVED);
        },
        onError: (error) => {
          showServerErrors(form, error);
          setFailed(true);
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm" maw={520}>
        <Group gap="md">
          <ProfileAvatar
            email={profile.email}
            firstName={form.values.first_name}
            lastName={form.values.last_name}
            useGravatar={gravatar}
          />
          <GravatarSwitch checked={gravatar} onChange={setGravatar} />
        </Group>
        {flash.message && (
          <Alert color="green" icon={<IconCheck size={18} aria-hidden />} role="status">
            {flash.message}
          </Alert>
        )}
        {failed && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {PROFILE_SAVE_FAILED}
          </Alert>
        )}
        <TextInput
          label="Email"
          value={profile.email}
          readOnly
          description="Your e-mail identifies your account and cannot be changed here."
        />
        <Group grow align="flex-start">
          <TextInput label="First name" {...form.getInputProps('first_name')} />
          <TextInput label="Last name" {...form.getInputProps('last_name')} />
        </Group>
        <TextInput label="Shop name" {...form.getInputProps('shop_name')} />
        <Group>
          <Button type="submit" loading={update.isPending}>
            Save Profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
