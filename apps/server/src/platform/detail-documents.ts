import type { SQL } from 'drizzle-orm';
import type { VehicleDocument } from '@fleetdesk/contract/documents';
import type { Config } from '../config';

/**
 * A registration's or a policy's documents inside the vehicle detail's one statement: the
 * documents module writes the json subquery and presents what it returned (signed links
 * included); the registrations and insurance sections get it from modules/index.ts.
 */
export type DetailDocuments = {
  select: (parent: { id: SQL; shopId: SQL }) => SQL;
  /** `userId`: the member reading them, whom the file links are signed for. */
  present: (json: unknown, config: Config, userId: number) => VehicleDocument[];
};
