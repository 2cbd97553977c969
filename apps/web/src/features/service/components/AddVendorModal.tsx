import {
  VEHICLE_SERVICE_VENDOR_TYPE,
  vendorCreateSchema,
  type Vendor,
} from '@fleetdesk/contract/service';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { showToast } from '../../../lib/toast';
import { useCreateVendor, VENDOR_SAVE_FAILED } from '../api/create-vendor';
import { failureDetail, showServerErrors, validateWith } from '../../../lib/form';

const formSchema = vendorCreateSchema.pick({ name: true });

type Props = {
  opened: boolean;
  onClose: () => void;
  /** Called with the created vendor so the form can select it. */
  onCreated: (vendor: Vendor) => void;
};

/** A small modal to add a vehicle-service vendor by name, so a shop without vendors is not stuck. */
export function AddVendorModal({ opened, onClose, onCreated }: Props) {
  const mutation = useCreateVendor();
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '' },
    validate: validateWith(formSchema),
  });

  const close = () => {
    form.reset();
    mutation.reset();
    onClose();
  };

  const submit = (values: { name: string }) => {
    mutation.mutate(
      { name: values.name.trim(), vendor_type: VEHICLE_SERVICE_VENDOR_TYPE },
      {
        onSuccess: (vendor) => {
          showToast({
            type: 'success',
            title: 'Vendor added',
            message: `${vendor.name} can now be selected`,
          });
          onCreated(vendor);
          close();
        },
        onError: (error) => {
          showServerErrors(form, error);
          showToast({
            type: 'error',
            title: VENDOR_SAVE_FAILED,
            message: failureDetail(error, 'Please try again.'),
          });
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title="Add vendor" centered size="sm">
      <form
        onSubmit={(event) => {
          // The modal sits inside the service form's tree: keep the submit from reaching it.
          event.stopPropagation();
          form.onSubmit(submit)(event);
        }}
        noValidate
      >
        <Stack gap="sm">
          <TextInput label="Vendor name" required data-autofocus {...form.getInputProps('name')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              Save vendor
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
