/**
 * Every audit action the server writes has a name on the audit-log screen, in English and German, and so
 * has every group of actions (its prefix). The server's `AuditAction` type lists them (`recordAudit` takes
 * only those), so it is read from its source here: an action added there without labels fails this test.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { de } from './de';
import { en } from './en';

const AUDIT_QUERIES = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../../server/src/modules/audit/queries.ts',
);

function serverActions(): string[] {
  const source = readFileSync(AUDIT_QUERIES, 'utf8');
  const start = source.indexOf('export type AuditAction');
  const union = source.slice(start, source.indexOf(';', start));
  return [...union.matchAll(/'([a-z_]+\.[a-z_]+)'/g)].map((match) => match[1] as string);
}

type Labels = { groups: Record<string, string>; actions: Record<string, Record<string, string>> };

describe('audit action labels', () => {
  const actions = serverActions();

  it('reads the actions the server writes', () => {
    expect(actions.length).toBeGreaterThan(50);
    expect(actions).toContain('license.seat_attached');
  });

  for (const [language, texts] of [
    ['en', en],
    ['de', de],
  ] as const) {
    it(`names every action and every group in ${language}`, () => {
      const labels = texts.auditLog as unknown as Labels;
      const missing = actions.filter((action) => {
        const [group = '', name = ''] = action.split('.');
        return !labels.actions[group]?.[name];
      });
      const missingGroups = [...new Set(actions.map((action) => action.split('.')[0] as string))].filter(
        (group) => !labels.groups[group],
      );
      expect({ missing, missingGroups }).toEqual({ missing: [], missingGroups: [] });
    });
  }
});
