import { LOGO_MAX_BYTES, LOGO_MAX_SIDE } from '@fleetdesk/contract/shop-identity';
import { Center, Image, Paper, Stack, Text } from '@mantine/core';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { failureDetail } from '../../../lib/form';
import { openAppModal } from '../../../lib/modals';
import { showToast } from '../../../lib/toast';
import { ImagePickButtons } from '../../../lib/ui/ImagePickButtons';
import {
  LOGO_REMOVE_FAILED,
  LOGO_UPLOAD_FAILED,
  useRemoveShopLogo,
  useUploadShopLogo,
} from '../api/shop-identity';

const MB = LOGO_MAX_BYTES / (1024 * 1024);

/** The logo at the top right of the shop's documents: its preview, upload and removal. */
export function ShopLogoCard({ logoUrl }: { logoUrl: string | null }) {
  const upload = useUploadShopLogo();
  const remove = useRemoveShopLogo();

  const onPick = async (file: File) => {
    try {
      await upload.mutateAsync(file);
      showToast({ type: 'success', title: 'Logo', message: 'The logo has been saved.' });
    } catch (error) {
      showToast({
        type: 'error',
        title: 'Logo',
        message: failureDetail(error, LOGO_UPLOAD_FAILED),
      });
    }
  };

  const onRemove = () =>
    openAppModal({
      type: 'confirm',
      title: 'Remove Logo',
      message: "Remove the shop's logo? Documents made from now on will have none.",
      confirmLabel: 'Remove',
      onConfirm: () =>
        remove.mutate(undefined, {
          onSuccess: () =>
            showToast({ type: 'success', title: 'Logo', message: 'The logo has been removed.' }),
          onError: (error) =>
            showToast({
              type: 'error',
              title: 'Logo',
              message: failureDetail(error, LOGO_REMOVE_FAILED),
            }),
        }),
    });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="shop-logo-title">
      <Stack gap="sm">
        <Text fw={600} id="shop-logo-title">
          Logo
        </Text>
        {logoUrl ? (
          <Center h={120} bg="var(--mantine-color-default-hover)" style={{ borderRadius: 4 }}>
            <Image
              src={logoUrl}
              alt="The shop's logo"
              mah={100}
              maw="100%"
              w="auto"
              fit="contain"
            />
          </Center>
        ) : (
          <Center h={120} bg="var(--mantine-color-default-hover)" style={{ borderRadius: 4 }}>
            <Stack gap={4} align="center">
              <IconPhoto size={32} aria-hidden />
              <Text size="sm" c="dimmed">
                No logo yet
              </Text>
            </Stack>
          </Center>
        )}
        <Text size="xs" c="dimmed">
          A PNG or JPEG of at most {MB} MB and {LOGO_MAX_SIDE.toLocaleString('en-US')} pixels a
          side, printed at most 160 × 60 points.
        </Text>
        <ImagePickButtons
          noun="Logo"
          addVerb="Upload"
          icon={<IconUpload size={14} aria-hidden />}
          accept="image/png,image/jpeg"
          hasImage={Boolean(logoUrl)}
          uploading={upload.isPending}
          removing={remove.isPending}
          onPick={(file) => void onPick(file)}
          onRemove={onRemove}
        />
      </Stack>
    </Paper>
  );
}
