import { Center, Image, Paper, Stack, Text } from '@mantine/core';
import { IconCamera, IconCar } from '@tabler/icons-react';
import { serverErrorText } from '../../../lib/api';
import { openAppModal } from '../../../lib/modals';
import { showToast } from '../../../lib/toast';
import { ImagePickButtons } from '../../../lib/ui/ImagePickButtons';
import {
  PHOTO_REMOVE_FAILED,
  PHOTO_UPLOAD_FAILED,
  useRemoveVehiclePhoto,
  useUploadVehiclePhoto,
} from '../api/vehicle-photo';
import { resizePhoto } from './resize-photo';

type Props = { vin: string; description: string; photoUrl: string | null; canEdit: boolean };

/** The vehicle's photo, with Add, Replace and Remove for a member who may edit the vehicle. */
export function VehiclePhotoCard({ vin, description, photoUrl, canEdit }: Props) {
  const upload = useUploadVehiclePhoto(vin);
  const remove = useRemoveVehiclePhoto(vin);

  const send = async (file: File) => {
    try {
      await upload.mutateAsync(await resizePhoto(file));
      showToast({ type: 'success', title: 'Photo', message: 'The photo has been saved.' });
    } catch (error) {
      showToast({
        type: 'error',
        title: 'Photo',
        message: serverErrorText(error, PHOTO_UPLOAD_FAILED),
      });
    }
  };

  const onPick = (file: File) => {
    if (!photoUrl) {
      void send(file);
      return;
    }
    openAppModal({
      type: 'confirm',
      title: 'Replace Photo',
      message: `Replace the photo of ${description}? The current photo will be deleted.`,
      confirmLabel: 'Replace',
      onConfirm: () => void send(file),
    });
  };

  const onRemove = () =>
    openAppModal({
      type: 'confirm',
      title: 'Remove Photo',
      message: `Remove the photo of ${description}? This cannot be undone.`,
      confirmLabel: 'Remove',
      onConfirm: () =>
        remove.mutate(undefined, {
          onError: (error) =>
            showToast({
              type: 'error',
              title: 'Photo',
              message: serverErrorText(error, PHOTO_REMOVE_FAILED),
            }),
        }),
    });

  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        {photoUrl ? (
          <Image src={photoUrl} alt={`Photo of ${description}`} radius="sm" h={180} fit="cover" />
        ) : (
          <Center h={180} bg="var(--mantine-color-default-hover)" style={{ borderRadius: 4 }}>
            <Stack gap={4} align="center">
              <IconCar size={40} aria-hidden />
              <Text size="sm" c="dimmed">
                No photo yet
              </Text>
            </Stack>
          </Center>
        )}
        {canEdit && (
          <ImagePickButtons
            noun="Photo"
            addVerb="Add"
            icon={<IconCamera size={14} aria-hidden />}
            accept="image/jpeg,image/png,image/gif,image/webp,image/heic"
            hasImage={Boolean(photoUrl)}
            uploading={upload.isPending}
            removing={remove.isPending}
            onPick={onPick}
            onRemove={onRemove}
          />
        )}
      </Stack>
    </Paper>
  );
}
