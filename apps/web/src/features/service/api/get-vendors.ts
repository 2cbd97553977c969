import { vendorSchema, type Vendor } from '@fleetdesk/contract/service';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetList } from '../../../lib/api';
import { serviceKeys } from './keys';
import { queryString } from '../../../lib/pagination';

/** GET /api/vendors/vendors/?vendor_type= (the server returns them all for a select). */
export function getVendors(vendorType: string): Promise<Vendor[]> {
  return apiGetList(
    `/api/vendors/vendors/${queryString({ vendor_type: vendorType })}`,
    vendorSchema,
  );
}

export const vendorsQueryOptions = (vendorType: string) =>
  queryOptions({
    queryKey: serviceKeys.vendors(vendorType),
    queryFn: () => getVendors(vendorType),
  });

export function useVendors(vendorType: string) {
  return useQuery(vendorsQueryOptions(vendorType));
}
