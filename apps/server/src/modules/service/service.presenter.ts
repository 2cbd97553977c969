import {
  SERVICE_TYPE_LABELS,
  type ServiceRecord,
  type ServiceType,
} from '@fleetdesk/contract/service';

/** A service record as the repository reads it (service.repository.ts). */
export type ServiceRow = Omit<
  ServiceRecord,
  'service_type' | 'service_type_display' | 'created_at'
> & {
  service_type: string;
  createdAt: Date;
};

/** The API shape of a service record (a detail's row also carries its window count, `total`). */
export function presentServiceRecord({
  createdAt,
  total: _total,
  ...row
}: ServiceRow & { total?: unknown }): ServiceRecord {
  const type = row.service_type as ServiceType;
  return {
    ...row,
    service_type: type,
    service_type_display: SERVICE_TYPE_LABELS[type] ?? row.service_type,
    created_at: createdAt.toISOString(),
  };
}
