import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  API_ERROR_CODES,
  auditLogList,
  catalogues,
  dateRangeFilter,
  defineList,
  ERROR_CODES,
  errorBody,
  errorCodeOf,
  filterOptions,
  filterParts,
  isApiErrorCode,
  listQuerySchema,
  productList,
  ROLES,
  releaseList,
  userList,
} from '../src/index.js';

describe('defineList', () => {
  it('keeps the filter names in order and a value schema per filter', () => {
    expect(userList.filters).toEqual(['search', 'email', 'role', 'organization_id', 'status', 'two_factor']);
    expect(userList.filterSchemas.role.safeParse('trainer').success).toBe(true);
    expect(userList.filterSchemas.organization_id.safeParse('1').success).toBe(false);
    // A list of names takes any text for each.
    const plain = defineList({ includes: [], sorts: ['a'], filters: ['to'], defaultSort: 'a' });
    expect(plain.filters).toEqual(['to']);
    expect(plain.filterSchemas.to.parse('anything')).toBe('anything');
  });

  it("gives a filter bar its options from the filter's schema, also behind a transform", () => {
    expect(filterOptions(userList, 'role')).toEqual(ROLES);
    expect(filterOptions(productList, 'currency')).toEqual(['EUR', 'USD', 'GBP', 'CHF']);
    expect(filterOptions(releaseList, 'published')).toEqual(['true', 'false']);
    expect(filterOptions(userList, 'search')).toBeUndefined();
    expect(filterParts(auditLogList.filterSchemas.occurred_at)).toEqual(['from', 'to']);
    expect(filterParts(userList.filterSchemas.role)).toBeUndefined();
  });

  it('reads a date range as its start and exclusive end, and names the part it refuses', () => {
    const range = dateRangeFilter();
    expect(range.parse({ from: '2026-03-01', to: '2026-03-01' })).toEqual({
      from: new Date('2026-03-01T00:00:00.000Z'),
      before: new Date('2026-03-02T00:00:00.000Z'),
    });
    expect(range.parse({ to: '2026-03-01T10:00:00Z' })).toEqual({ before: new Date('2026-03-01T10:00:00.001Z') });
    const issues = (input: unknown) =>
      range.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ from: '2026-02-30' })).toEqual([['from', 'validation.date']]);
    expect(issues({ from: '2026-03-02', to: '2026-03-01' })).toEqual([['from', 'validation.date_order']]);
    expect(issues({ since: '2026-03-01' })).toEqual([['', 'validation.date_range_object']]);
    expect(issues('2026-03-01')).toEqual([['', 'validation.date_range_object']]);
  });

  it("documents each filter's values in the list's querystring, every value any text", () => {
    const json = z.toJSONSchema(listQuerySchema(userList), { io: 'input', target: 'openapi-3.0' }) as {
      properties: Record<string, Record<string, unknown>>;
    };
    expect(json.properties['filter[role]']).toMatchObject({ type: 'string', enum: [...ROLES] });
    expect(json.properties['filter[organization_id]']).toMatchObject({ type: 'string', format: 'uuid' });
    expect(json.properties['filter[search]']).toEqual({ type: 'string', description: 'Filter by search' });
    const audit = listQuerySchema(auditLogList);
    expect(Object.keys(audit.shape)).toContain('filter[occurred_at][from]');
    expect(Object.keys(audit.shape)).not.toContain('filter[occurred_at]');
    // The parser, not the querystring schema, refuses a value: with the catalogue's message.
    expect(listQuerySchema(userList).safeParse({ 'filter[role]': 'pope' }).success).toBe(true);
  });
});

describe('error codes', () => {
  it('give every error key of the catalogue a code, and field rules the code validation', () => {
    const errorKeys = Object.keys(catalogues.en).filter((key) => key.startsWith('error.'));
    expect(Object.values(ERROR_CODES).sort()).toEqual(errorKeys.sort());
    expect(errorCodeOf('error.password_change_required')).toBe('password_change_required');
    expect(errorCodeOf('error.validation')).toBe('validation');
    expect(errorCodeOf('validation.email')).toBe('validation');
    expect(isApiErrorCode('not_found')).toBe(true);
    expect(isApiErrorCode('constructor')).toBe(false);
    expect(errorBody.safeParse({ message: 'x', code: 'no_such_code' }).success).toBe(false);
    expect(API_ERROR_CODES).toContain('unavailable');
  });

  it('change only on purpose: clients switch on them (update the snapshot with `vitest -u` when one is meant to change)', () => {
    expect(Object.keys(ERROR_CODES).sort()).toMatchSnapshot();
  });
});
