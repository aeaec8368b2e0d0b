import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * Text replaced wherever it occurs, whatever its letter case: how an erasure (GDPR art. 17) takes a person's name and
 * e-mail out of text that others keep (mails in the outbox, the audit trail's details), leaving the pseudonym.
 */

/** `needle` as a regular expression that matches it literally (PostgreSQL's advanced syntax takes these escapes). */
const literal = (needle: string) => needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** SQL: whether `text` holds `needle`, in any letter case. */
export const containsText = (text: SQLWrapper, needle: string): SQL =>
  sql`strpos(lower(${text}), lower(${needle})) > 0`;

/** SQL: `text` with every occurrence of `needle` (any letter case) replaced by `replacement`. */
export const replaceText = (text: SQLWrapper, needle: string, replacement: string): SQL<string> =>
  sql<string>`regexp_replace(${text}, ${literal(needle)}, ${replacement.replace(/[\\&]/g, '\\$&')}, 'gi')`;
