import type { Access } from '../../../lib/permissions';

/** Spec 2 section 6: insurance edits need manage financial; manage insurance allows them too. */
export const mayManageInsurance = (access: Pick<Access, 'can'>) =>
  access.can('canManageInsurance') || access.can('canManageFinancial');

/** An insurance document follows its policy's permission: attaching one needs manage insurance. */
export const mayAttachPolicyDocuments = (access: Pick<Access, 'can'>) =>
  access.can('canManageInsurance');
