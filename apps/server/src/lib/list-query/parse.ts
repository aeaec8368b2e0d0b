import {
  hasControlCharacters,
  isMessageKey,
  issueParams,
  LIST_DEFAULT_PER_PAGE,
  LIST_MAX_PER_PAGE,
  type ListDefinition,
  type ListFilterSchema,
  type MessageKey,
} from '@portal/contracts';
import type { z } from 'zod';
import { type FieldError, type FieldErrors, validation } from '../app-error.js';

type FilterSchemas = Record<string, ListFilterSchema>;

/** What a list endpoint accepts: the list's contract (`defineList` in contracts). */
export type ListSpec<I extends string, S extends string, V extends FilterSchemas> = ListDefinition<
  I,
  S,
  keyof V & string,
  V
>;

/** A filter as sent: `filter[name]=v` → `'v'`; `filter[name][part]=v` → `{ part: 'v' }` (trimmed). */
export type FilterText = string | Record<string, string>;

export interface ListQuery<I extends string, S extends string, V extends FilterSchemas> {
  include: I[];
  sort: Array<{ field: S; direction: 'asc' | 'desc' }>;
  /**
   * Each filter's value as its schema reads it (`filter[role]=admin` → `{ role: 'admin' }`,
   * `filter[occurred_at][from]=2026-03-01` → `{ occurred_at: { from: Date } }`); an absent or empty one is left out.
   */
  filter: { [K in keyof V]?: z.output<V[K]> };
  /** The same filters as sent (trimmed), e.g. for an audit record of what was asked. */
  filterText: Partial<Record<keyof V & string, FilterText>>;
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
export function parseListQuery<I extends string, S extends string, V extends FilterSchemas>(
  raw: unknown,
  spec: ListSpec<I, S, V>,
): ListQuery<I, S, V> {
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

  const result: ListQuery<I, S, V> = {
    include: [],
    sort: [],
    filter: {},
    filterText: {},
    page: 1,
    perPage: LIST_DEFAULT_PER_PAGE,
  };

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
  if (page === null) fail('page', { key: 'validation.min_number', params: { min: 1 } });
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
    const value = text(key)?.trim();
    // An empty value is no filter (a cleared field of a filter bar).
    if (!value) continue;
    const sent = result.filterText as Record<string, FilterText>;
    if (sub) {
      const current = sent[name];
      sent[name] = { ...(typeof current === 'object' ? current : {}), [sub]: value };
    } else sent[name] = value;
  }

  for (const [name, sent] of Object.entries(result.filterText as Record<string, FilterText>)) {
    const read = (spec.filterSchemas[name] as ListFilterSchema).safeParse(sent as never);
    if (read.success) (result.filter as Record<string, unknown>)[name] = read.data;
    else for (const issue of read.error.issues) filterIssue(name, issue, fail);
  }

  if (Object.keys(errors).length > 0) throw validation(errors);
  return result;
}

/**
 * A filter value its schema refused, as field errors named by the parameter
 * (`filter[role]`, `filter[occurred_at][from]`): the schema's catalogue key,
 * "Choose one of: …" for a value out of an enum, else "Invalid value provided".
 */
function filterIssue(name: string, issue: z.core.$ZodIssue, fail: (field: string, error: FieldError) => void) {
  const field = `filter[${name}]${issue.path.map((part) => `[${String(part)}]`).join('')}`;
  const error: FieldError = isMessageKey(issue.message)
    ? { key: issue.message, params: issueParams(issue as never) }
    : issue.code === 'invalid_value'
      ? { key: 'validation.one_of', params: issueParams(issue as never) }
      : 'validation.invalid';
  // A part the filter does not have (`filter[occurred_at][since]`): one error on each.
  if (issue.code === 'unrecognized_keys') for (const key of issue.keys) fail(`${field}[${key}]`, error);
  else fail(field, error);
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
export type ListQueryOf<D> =
  D extends ListDefinition<infer I, infer S, string, infer V> ? ListQuery<I, S, V & FilterSchemas> : never;

/** The query of a single-resource read: only `include` is accepted. */
export function parseShowQuery<I extends string>(raw: unknown, includes: readonly I[]): { include: I[] } {
  const query = (raw ?? {}) as Record<string, unknown>;
  const extra = Object.keys(query).filter((key) => key !== 'include');
  if (extra.length > 0) {
    throw validation(
      Object.fromEntries(extra.map((name) => [name, [{ key: 'error.unknown_query' as const, params: { name } }]])),
    );
  }
  const { include } = parseListQuery(query, {
    includes,
    sorts: [],
    filters: [],
    filterSchemas: {},
    defaultSort: '' as never,
  });
  return { include };
}
