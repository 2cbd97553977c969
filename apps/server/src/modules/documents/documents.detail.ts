import { and, desc, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { DetailDocuments } from '../../platform/detail-documents';
import { fromJsonRows, jsonRowsSql } from '../../platform/database/json-rows';
import { linkSigner, presentDocument } from './documents.presenter';
import { documentColumns, type DocumentRow } from './documents.repository';
import { documents } from './documents.tables';

/** The documents attached to a parent (newest first), as the vehicle detail's sections nest them. */
const attachedTo = (parentColumn: AnyColumn): DetailDocuments => ({
  select: (parent) =>
    jsonRowsSql(
      documentColumns,
      sql`from ${documents} where ${and(eq(documents.shopId, parent.shopId), eq(parentColumn, parent.id))} order by ${desc(documents.createdAt)}, ${desc(documents.id)}`,
    ),
  present: (json, config, userId) => {
    const signer = linkSigner(config, userId);
    return fromJsonRows<DocumentRow>(documentColumns, json).map((row) =>
      presentDocument(row, signer),
    );
  },
});

export const registrationDetailDocuments = attachedTo(documents.registrationId);
export const policyDetailDocuments = attachedTo(documents.insurancePolicyId);
