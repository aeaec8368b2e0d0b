/**
 * SQL pieces of the `organizations` table for other modules' queries (they never import the table itself:
 * test/module-boundaries.test.ts): each takes the other query's organization id column or value.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { organizations } from '../../db/schema/index.js';

/** The name of the organization of `organizationId` (null for none). */
export const organizationNameOf = (organizationId: AnyPgColumn | SQL): SQL<string | null> =>
  sql<
    string | null
  >`(select ${organizations.name} from ${organizations} where ${organizations.id} = ${organizationId})`;
