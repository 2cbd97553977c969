import { and, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DocumentType } from '@fleetdesk/contract/documents';
import type { Db } from '../../platform/database/client';
import { prepared } from '../../platform/database/prepared';
import type { ShopContext } from '../../platform/request-context';
import { insurancePolicies } from '../insurance';
import { registrations } from '../registrations';
import { documents } from './documents.tables';

export const documentColumns = {
  id: documents.id,
  shopId: documents.shopId,
  documentType: documents.documentType,
  title: documents.title,
  notes: documents.notes,
  originalFilename: documents.originalFilename,
  contentType: documents.contentType,
  fileSize: documents.fileSize,
  createdAt: documents.createdAt,
  expiresOn: documents.expiresOn,
};
export type DocumentRow = {
  [
    K in Exclude<keyof typeof documentColumns, 'expiresOn'>
  ]: (typeof documentColumns)[K]['_']['data'];
} & { expiresOn: string | null };

/** What serving or removing a file needs; never sent to clients. */
export type StoredFile = {
  id: number;
  shopId: number;
  vehicleId: number;
  /** Set for an insurance document: it follows the policy's permission. */
  insurancePolicyId: number | null;
  storageKey: string;
  contentType: string;
  originalFilename: string;
  fileSize: number;
};

const storedColumns = {
  id: documents.id,
  shopId: documents.shopId,
  vehicleId: documents.vehicleId,
  insurancePolicyId: documents.insurancePolicyId,
  storageKey: documents.storageKey,
  contentType: documents.contentType,
  originalFilename: documents.originalFilename,
  fileSize: documents.fileSize,
};

export async function findRegistration(
  ctx: ShopContext,
  id: number,
): Promise<{ id: number; vehicleId: number } | null> {
  const [row] = await ctx.db
    .select({ id: registrations.id, vehicleId: registrations.vehicleId })
    .from(registrations)
    .where(and(eq(registrations.shopId, ctx.shopId), eq(registrations.id, id)));
  return row ?? null;
}

export async function findInsurancePolicy(
  ctx: ShopContext,
  id: number,
): Promise<{ id: number; vehicleId: number } | null> {
  const [row] = await ctx.db
    .select({ id: insurancePolicies.id, vehicleId: insurancePolicies.vehicleId })
    .from(insurancePolicies)
    .where(and(eq(insurancePolicies.shopId, ctx.shopId), eq(insurancePolicies.id, id)));
  return row ?? null;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type VehicleDocumentFilter = {
  vehicleId: number;
  /** False for a member who may not see insurance: a policy's documents are left out. */
  withPolicyDocuments: boolean;
  documentType?: DocumentType;
  search?: string;
  limit: number;
  offset: number;
};

/** A vehicle's documents, newest first, with the total matching count. */
export async function listVehicleDocuments(
  ctx: ShopContext,
  filter: VehicleDocumentFilter,
): Promise<{ count: number; results: DocumentRow[] }> {
  const conditions: SQL[] = [
    eq(documents.shopId, ctx.shopId),
    eq(documents.vehicleId, filter.vehicleId),
  ];
  if (!filter.withPolicyDocuments) conditions.push(isNull(documents.insurancePolicyId));
  if (filter.documentType) conditions.push(eq(documents.documentType, filter.documentType));
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(
      or(
        ilike(documents.title, pattern),
        ilike(documents.notes, pattern),
        ilike(documents.originalFilename, pattern),
      )!,
    );
  }
  const where = and(...conditions);
  const [total] = await ctx.db.select({ n: count() }).from(documents).where(where);
  const rows = await ctx.db
    .select(documentColumns)
    .from(documents)
    .where(where)
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: total?.n ?? 0, results: rows };
}

/** A registration's documents, read for each registration on every vehicle detail: prepared. */
export async function listRegistrationDocuments(
  ctx: ShopContext,
  registrationId: number,
): Promise<DocumentRow[]> {
  const statement = prepared(ctx.db, 'documents_of_registration', (db) =>
    db
      .select(documentColumns)
      .from(documents)
      .where(
        and(
          eq(documents.shopId, sql.placeholder('shopId')),
          eq(documents.registrationId, sql.placeholder('registrationId')),
        ),
      )
      .orderBy(desc(documents.createdAt), desc(documents.id))
      .prepare('documents_of_registration'),
  );
  return statement.execute({ shopId: ctx.shopId, registrationId });
}

export type NewDocument = {
  vehicleId: number;
  registrationId?: number;
  insurancePolicyId?: number;
  documentType: DocumentType;
  title: string;
  notes: string;
  storageKey: string;
  originalFilename: string;
  contentType: string;
  fileSize: number;
  expiresOn?: string | null;
};

export async function insertDocument(ctx: ShopContext, values: NewDocument): Promise<DocumentRow> {
  const [row] = await ctx.db
    .insert(documents)
    .values({ ...values, shopId: ctx.shopId, uploadedBy: ctx.userId })
    .returning(documentColumns);
  return row!;
}

/** One of the shop's documents with its storage details (for delete). */
export async function findStoredFile(ctx: ShopContext, id: number): Promise<StoredFile | null> {
  const [row] = await ctx.db
    .select(storedColumns)
    .from(documents)
    .where(and(eq(documents.shopId, ctx.shopId), eq(documents.id, id)));
  return row ?? null;
}

/**
 * A document's file for the signed-link route: the signature (made for this id and shop by a
 * signed-in member of the shop) stands in for the session; `db` is scoped to that shop.
 */
export async function findStoredFileForSignedLink(
  db: Db,
  shopId: number,
  id: number,
): Promise<StoredFile | null> {
  const [row] = await db
    .select(storedColumns)
    .from(documents)
    .where(and(eq(documents.shopId, shopId), eq(documents.id, id)));
  return row ?? null;
}

/** Deletes the row; returns its storage key and its metadata as it was (the audit's before image). */
export async function deleteDocument(
  ctx: ShopContext,
  id: number,
): Promise<{ storageKey: string; before: Record<string, unknown> } | null> {
  const [row] = await ctx.db
    .delete(documents)
    .where(and(eq(documents.shopId, ctx.shopId), eq(documents.id, id)))
    .returning();
  if (!row) return null;
  const before = {
    id: row.id,
    vehicle_id: row.vehicleId,
    registration_id: row.registrationId,
    insurance_policy_id: row.insurancePolicyId,
    document_type: row.documentType,
    title: row.title,
    notes: row.notes,
    storage_key: row.storageKey,
    original_filename: row.originalFilename,
    content_type: row.contentType,
    file_size: row.fileSize,
    uploaded_by: row.uploadedBy,
    created_at: row.createdAt.toISOString(),
    expires_on: row.expiresOn,
  };
  return { storageKey: row.storageKey, before };
}

/** Changes a document's title, notes or expiry; the row as it is now. */
export async function updateDocument(
  ctx: ShopContext,
  id: number,
  values: { title?: string; notes?: string; expiresOn?: string | null },
): Promise<DocumentRow> {
  const set = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  // Nothing sent: nothing to write (an update with no column is refused).
  if (Object.keys(set).length === 0) return (await findDocument(ctx, id))!;
  const [row] = await ctx.db
    .update(documents)
    .set(set)
    .where(and(eq(documents.shopId, ctx.shopId), eq(documents.id, id)))
    .returning(documentColumns);
  return row!;
}

/** One of the shop's documents as the list shows it. */
export async function findDocument(ctx: ShopContext, id: number): Promise<DocumentRow | null> {
  const [row] = await ctx.db
    .select(documentColumns)
    .from(documents)
    .where(and(eq(documents.shopId, ctx.shopId), eq(documents.id, id)));
  return row ?? null;
}
