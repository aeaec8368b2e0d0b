/**
 * Which rows name a stored file: each module whose rows hold file keys (products and themes, releases) registers a
 * piece of SQL here at start (app.ts), so the sweep asks them without importing their tables or modules (they import
 * files: test/module-boundaries.test.ts).
 */
import type { SQL } from 'drizzle-orm';

/** SQL: does a row of the registering module name the stored file `key` (a text expression of the sweep's query)? */
export type FileReference = (key: SQL) => SQL<boolean>;

const references = new Map<string, FileReference>();

export const storedFileReferences = {
  /** Register (or replace) the piece of `name`: registering again, as each app built in a process does, is harmless. */
  register(name: string, reference: FileReference): void {
    references.set(name, reference);
  },
  /**
   * Every registered piece. None is refused: a sweep with no reference would find every file unnamed and remove it.
   */
  all(): FileReference[] {
    if (references.size === 0)
      throw new Error('no stored-file references registered: the sweep would remove every file');
    return [...references.values()];
  },
};
