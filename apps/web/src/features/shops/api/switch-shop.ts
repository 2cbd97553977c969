import { switchShopResponseSchema } from '@fleetdesk/contract/shops';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, parseWith } from '../../../lib/api';

export const SWITCH_SHOP_FAILED = 'Failed to switch shop';

/** POST /api/employees/switch-shop/ {shop_id}: the chosen shop becomes current on the session. */
export async function switchShop(
  shopId: number,
): Promise<z.infer<typeof switchShopResponseSchema>> {
  const data = await apiRequest('/api/employees/switch-shop/', {
    method: 'POST',
    body: { shop_id: shopId },
  });
  return parseWith(switchShopResponseSchema, data);
}

/** Reloads the page after a successful switch (spec 1 section 4), so every screen starts afresh. */
export function useSwitchShop(reload: () => void = () => window.location.reload()) {
  return useMutation({ mutationFn: switchShop, onSuccess: () => reload() });
}
