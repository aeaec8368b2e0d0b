import { parse } from 'node:querystring';

const GROUPED = /^([A-Za-z_][A-Za-z0-9_]*)\[([A-Za-z0-9_]+)\]$/;

/**
 * An urlencoded body as `querystring` reads it, with `name[key]` fields gathered into an object `name`, as a
 * JSON body carries it (`prices[EUR]=1500&prices[USD]=` → `{ prices: { EUR: '1500', USD: '' } }`). One level
 * only; the objects have no prototype, so no field name reaches `Object.prototype`.
 */
export function parseFormBody(body: string): Record<string, unknown> {
  const fields: Record<string, unknown> = Object.create(null);
  for (const [key, value] of Object.entries(parse(body))) {
    const [, name, sub] = GROUPED.exec(key) ?? [];
    if (!name || !sub || (name in fields && typeof fields[name] !== 'object')) {
      fields[key] = value;
      continue;
    }
    fields[name] ??= Object.create(null);
    (fields[name] as Record<string, unknown>)[sub] = value;
  }
  return fields;
}
