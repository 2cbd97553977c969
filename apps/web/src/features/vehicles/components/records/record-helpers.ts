import { hasPermission } from '@fleetdesk/contract/rules/permission-check';

/** What the vehicle detail passes to each records tab. */
export type RecordTabProps = {
  vin: string;
  permissions: Record<string, boolean>;
  isSuperuser: boolean;
};

/** Spec 2 section 6: is_superuser passes everything, otherwise the named permission. */
export function canDo(
  props: Pick<RecordTabProps, 'permissions' | 'isSuperuser'>,
  permission: string,
) {
  return hasPermission(
    { permissions: props.permissions, is_superuser: props.isSuperuser },
    permission,
  );
}
