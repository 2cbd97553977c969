import {
  shopIdentitySchema,
  type ShopIdentity,
  type ShopIdentityPatch,
} from '@fleetdesk/contract/shop-identity';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest, parseWith } from '../../../lib/api';
import { uploadForm } from '../../../lib/upload';

/** The shop's identity (issue 36 §4): its fields, its logo's upload and removal. */

export const shopIdentityKeys = { all: ['shop-identity'] as const };

export const IDENTITY_LOAD_FAILED = 'Failed to load the shop identity';
export const IDENTITY_SAVE_FAILED = 'Failed to save the shop identity';
export const IDENTITY_SAVED = 'The shop identity has been saved.';
export const LOGO_UPLOAD_FAILED = 'Failed to upload the logo';
export const LOGO_REMOVE_FAILED = 'Failed to remove the logo';

const PATH = '/api/shops/identity/';
const LOGO_PATH = '/api/shops/identity/logo/';

export const shopIdentityQueryOptions = () =>
  queryOptions({
    queryKey: shopIdentityKeys.all,
    queryFn: () => apiGet(PATH, shopIdentitySchema),
  });

export function useShopIdentity() {
  return useQuery(shopIdentityQueryOptions());
}

/** PATCH /api/shops/identity/ with any subset of the four fields. */
export function useUpdateShopIdentity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ShopIdentityPatch): Promise<ShopIdentity> =>
      parseWith(shopIdentitySchema, await apiRequest(PATH, { method: 'PATCH', body })),
    onSuccess: (identity) => client.setQueryData(shopIdentityKeys.all, identity),
  });
}

/** POST /api/shops/identity/logo/ multipart {file}: a PNG or JPEG. */
export function useUploadShopLogo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: File): Promise<ShopIdentity> => {
      const form = new FormData();
      form.append('file', file);
      return parseWith(shopIdentitySchema, await uploadForm(LOGO_PATH, form));
    },
    onSuccess: (identity) => client.setQueryData(shopIdentityKeys.all, identity),
  });
}

/** DELETE /api/shops/identity/logo/ */
export function useRemoveShopLogo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(LOGO_PATH, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: shopIdentityKeys.all }),
  });
}
