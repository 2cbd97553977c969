import {
  VENDOR_MESSAGES,
  type Vendor,
  type VendorListQuery,
  type vendorCreateSchema,
  type vendorPatchSchema,
} from '@fleetdesk/contract/service';
import type { z } from 'zod';
import { notFound } from '../../platform/errors';
import { inTransaction, type ShopContext } from '../../platform/request-context';
import { recordAudit } from '../audit';
import { pageWindow } from '../../platform/pagination';
import * as repo from './vendors.repository';

export function listVendors(ctx: ShopContext, query: VendorListQuery) {
  return repo.listVendors(ctx, {
    vendorType: query.vendor_type,
    search: query.search,
    ...pageWindow(query),
  });
}

export async function getVendor(ctx: ShopContext, id: number): Promise<Vendor> {
  const vendor = await repo.findVendor(ctx, id);
  if (!vendor) throw notFound(VENDOR_MESSAGES.notFound);
  return vendor;
}

export async function createVendor(
  ctx: ShopContext,
  body: z.output<typeof vendorCreateSchema>,
): Promise<Vendor> {
  return inTransaction(ctx, async (tx) => {
    const id = await repo.insertVendor(tx, {
      name: body.name,
      vendorType: body.vendor_type,
      phone: body.phone,
      email: body.email,
      address: body.address,
      notes: body.notes,
    });
    const created = (await repo.findVendor(tx, id))!;
    await recordAudit(tx, { entity: 'vendor', entityId: id, action: 'create', after: created });
    return created;
  });
}

export async function patchVendor(
  ctx: ShopContext,
  id: number,
  body: z.output<typeof vendorPatchSchema>,
): Promise<Vendor> {
  return inTransaction(ctx, async (tx) => {
    const before = await repo.findVendor(tx, id);
    if (!before) throw notFound(VENDOR_MESSAGES.notFound);
    await repo.updateVendor(tx, id, {
      ...(body.name !== undefined && { name: body.name }),
      ...(body.vendor_type !== undefined && { vendorType: body.vendor_type }),
      ...(body.phone !== undefined && { phone: body.phone }),
      ...(body.email !== undefined && { email: body.email }),
      ...(body.address !== undefined && { address: body.address }),
      ...(body.notes !== undefined && { notes: body.notes }),
    });
    const after = (await repo.findVendor(tx, id))!;
    await recordAudit(tx, { entity: 'vendor', entityId: id, action: 'update', before, after });
    return after;
  });
}
