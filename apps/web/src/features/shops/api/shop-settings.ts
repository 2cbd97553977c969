import {
  shopSettingsSchema,
  type ShopSettings,
  type ShopSettingsUpdate,
} from '@fleetdesk/contract/shops';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest, parseWith } from '../../../lib/api';
import { shopKeys } from './keys';

/** GET /api/shops/settings/: the current shop's name, time zone and today. */
export function useShopSettings(enabled: boolean) {
  return useQuery({
    queryKey: [...shopKeys.all, 'settings'] as const,
    queryFn: () => apiGet('/api/shops/settings/', shopSettingsSchema),
    enabled,
  });
}

/** PATCH /api/shops/settings/: a new zone moves the shop's today, so the shop's queries reload. */
export function useUpdateShopSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (update: ShopSettingsUpdate): Promise<ShopSettings> =>
      parseWith(
        shopSettingsSchema,
        await apiRequest('/api/shops/settings/', { method: 'PATCH', body: update }),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: shopKeys.all }),
  });
}
