import type { FieldChange } from '@portal/contracts';

/**
 * The change set of an admin change for the audit log: `{ field: { from, to } }`
 * for the fields whose values differ (compared as JSON), the others left out.
 * A creation passes `before = null`, a deletion `after = null`.
 */
export function diffChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Record<string, FieldChange> {
  const out: Record<string, FieldChange> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    const from = before?.[key] ?? null;
    const to = after?.[key] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) out[key] = { from, to };
  }
  return out;
}
