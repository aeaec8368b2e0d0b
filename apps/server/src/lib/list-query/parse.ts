import {
  hasControlCharacters,
  LIST_DEFAULT_PER_PAGE,
  LIST_MAX_PER_PAGE,
  type ListDefinition,
  type MessageKey,
} from '@portal/contracts';
import { type FieldError, type FieldErrors, validation } from '../app-error.js';

/** What a list endpoint accepts: the list's contract (`defineList` in contracts). */
export type ListSpec<I extends string, S extends string, F extends string> = ListDefinition<I, S, F>;

export interface ListQuery<I extends string, S extends string, F extends string> {
  include: I[];
  sort: Array<{ field: S; direction: 'asc' | 'desc' }>;
  /** `filter[name]=v` → `{name: 'v'}`; `filter[name][sub]=v` → `{name: {sub: 'v'}}`. */
  filter: Partial<Record<F, string | Record<string, string>>>;
  page: number;
  perPage: number;
}

const FILTER_KEY = /^filter\[([a-z_]+)\](?:\[([a-z_]+)\])?$/;
const MAX_VALUE_LENGTH = 200;

/**
 * Parse the generic list parameters (`include`, `sort`, `filter[...]`, `page`,
 * `per_page`) of one request against a resource's whitelist. Anything unknown,
 * repeated or out of range is a 422 naming the parameter; never a 500.
 */
export function parseListQuery<I extends string, S extends string, F extends string>(
  raw: unknown,
  spec: ListSpec<I, S, F>,
): ListQuery<I, S, F> {
  const query = (raw ?? {}) as Record<string, unknown>;
  const errors: FieldErrors = controlCharacterErrors(query);
  // A NUL would reach PostgreSQL (a 500); nothing else about such a parameter matters.
  if (Object.keys(errors).length > 0) throw validation(errors);
  const fail = (field: string, error: FieldError) => {
    errors[field] ??= [];
    errors[field].push(error);
  };
  const text = (name: string): string | undefined => {
    const value = query[name];
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || value.length > MAX_VALUE_LENGTH) {
      fail(name, 'validation.invalid');
      return undefined;
    }
    return value;
  };

  const result: ListQuery<I, S, F> = { include: [], sort: [], filter: {}, page: 1, perPage: LIST_DEFAULT_PER_PAGE };

  for (const value of listOf(text('include'))) {
    if ((spec.includes as readonly string[]).includes(value)) result.include.push(value as I);
    else fail('include', unknown('error.unknown_include', value, spec.includes));
  }

  for (const value of listOf(text('sort') ?? spec.defaultSort)) {
    const field = value.replace(/^-/, '');
    if ((spec.sorts as readonly string[]).includes(field)) {
      result.sort.push({ field: field as S, direction: value.startsWith('-') ? 'desc' : 'asc' });
    } else fail('sort', unknown('error.unknown_sort', value, spec.sorts));
  }

  const page = integerParam(text('page'), 1, Number.MAX_SAFE_INTEGER);
  if (page === null) fail('page', 'validation.min_number');
  else if (page !== undefined) result.page = page;
  const perPage = integerParam(text('per_page'), 1, LIST_MAX_PER_PAGE);
  if (perPage === null) fail('per_page', { key: 'validation.per_page', params: { max: LIST_MAX_PER_PAGE } });
  else if (perPage !== undefined) result.perPage = perPage;

  for (const key of Object.keys(query)) {
    if (['include', 'sort', 'page', 'per_page'].includes(key)) continue;
    const match = FILTER_KEY.exec(key);
    if (!match) {
      fail(key, { key: 'error.unknown_query', params: { name: key } });
      continue;
    }
    const [, name = '', sub] = match;
    if (!(spec.filters as readonly string[]).includes(name)) {
      fail(key, unknown('error.unknown_filter', name, spec.filters));
      continue;
    }
    const value = text(key);
    if (value === undefined) continue;
    const filter = result.filter as Record<string, string | Record<string, string>>;
    if (sub) {
      const current = filter[name];
      filter[name] = { ...(typeof current === 'object' ? current : {}), [sub]: value };
    } else filter[name] = value;
  }

  if (Object.keys(errors).length > 0) throw validation(errors);
  return result;
}

/** True when a string anywhere in `value` (strings, arrays, objects) holds a control character. */
export function hasControlCharactersDeep(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return hasControlCharacters(value);
  if (value === null || typeof value !== 'object' || depth > 8) return false;
  return Object.entries(value).some(
    ([key, item]) => hasControlCharacters(key) || hasControlCharactersDeep(item, depth + 1),
  );
}

/**
 * Query parameters whose name or value holds a control character, each as a
 * field error named by the parameter. Checked for every API call's query
 * string (see the errors plugin) and again by the list parsers.
 */
export function controlCharacterErrors(raw: unknown): FieldErrors {
  // Keyed by what the client sent: no prototype, so `constructor` or `__proto__` is just a name.
  const errors: FieldErrors = Object.create(null);
  if (raw === null || typeof raw !== 'object') return errors;
  for (const [name, value] of Object.entries(raw)) {
    if (hasControlCharacters(name) || hasControlCharactersDeep(value)) errors[name] = ['validation.control_characters'];
  }
  return errors;
}

function listOf(value: string | undefined): string[] {
  return value
    ? value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
    : [];
}

function unknown(key: MessageKey, value: string, allowed: readonly string[]): FieldError {
  return { key, params: { value, allowed: allowed.join(', ') || 'none' } };
}

/** undefined when absent, null when not an integer in range. */
function integerParam(value: string | undefined, min: number, max: number): number | null | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{1,16}$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

/** The parsed query of a list defined with `defineList`. */
export type ListQueryOf<D> = D extends ListDefinition<infer I, infer S, infer F> ? ListQuery<I, S, F> : never;

/** The query of a single-resource read: only `include` is accepted. */
export function parseShowQuery<I extends string>(raw: unknown, includes: readonly I[]): { include: I[] } {
  const query = (raw ?? {}) as Record<string, unknown>;
  const extra = Object.keys(query).filter((key) => key !== 'include');
  if (extra.length > 0) {
    throw validation(
      Object.fromEntries(extra.map((name) => [name, [{ key: 'error.unknown_query' as const, params: { name } }]])),
    );
  }
  const { include } = parseListQuery(query, { includes, sorts: [], filters: [], defaultSort: '' as never });
  return { include };
}
