import { vendorSchema, type Vendor, type VendorCreate } from '@fleetdesk/contract/service';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, parseWith } from '../../../lib/api';
import { serviceKeys } from './keys';

export const VENDOR_SAVE_FAILED = 'Failed to save vendor';

/** POST /api/vendors/vendors/ {name, vendor_type}. */
export async function createVendor(input: VendorCreate): Promise<Vendor> {
  const data = await apiRequest('/api/vendors/vendors/', { method: 'POST', body: input });
  return parseWith(vendorSchema, data);
}

export function useCreateVendor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createVendor,
    onSuccess: (vendor) => {
      // The new vendor is selectable at once; the refetch then brings the server's order.
      const key = serviceKeys.vendors(vendor.vendor_type);
      client.setQueryData<Vendor[]>(key, (old) => [...(old ?? []), vendor]);
      return client.invalidateQueries({ queryKey: key });
    },
  });
}
