/**
 * The list machinery, in three parts: `parse` reads a list request against its
 * contract (422 for anything else), `sql` builds a list's SQL from named
 * conditions (`ListFilter`, `orderByList`, `pageIds`), and `shaped` runs a
 * list's queries built once per shape (`runShaped`, `listPage`, `countListed`).
 */
export {
  controlCharacterErrors,
  hasControlCharactersDeep,
  type ListQueryOf,
  parseListQuery,
  parseShowQuery,
} from './parse.js';
export { listMeta, listPage, runShaped } from './shaped.js';
export { escapeLike, ListFilter, orderByList, pageIds } from './sql.js';
