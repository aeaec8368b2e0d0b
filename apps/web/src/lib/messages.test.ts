import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogues, messagesEn } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { messageIn } from './messages';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The contracts' schemas: the web validates forms with them, and their messages are keys. */
const CONTRACTS = resolve(SRC, '../../../packages/contracts/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The catalogue keys the web's code names in a string (`'error.token_invalid'`, `` `validation.x` ``). */
function keysNamed(texts: readonly string[]): string[] {
  const keys = texts.flatMap((text) =>
    [...text.matchAll(/['"`]((?:error|validation|message)\.[a-z_]+)['"`]/g)].map((match) => match[1] ?? ''),
  );
  return [...new Set(keys)].sort();
}

describe('the messages the web carries', () => {
  const schemas = sourceFiles(CONTRACTS).filter((path) => !/(messages|errors|export-texts)[.\w-]*\.ts$/.test(path));
  const named = keysNamed([...sourceFiles(SRC), ...schemas].map((path) => readFileSync(path, 'utf8')));

  it('holds every catalogue key the web names itself, in English at first load', () => {
    expect(named).toEqual(
      expect.arrayContaining(['error.something_went_wrong', 'error.not_found', 'validation.required']),
    );
    expect(named.filter((key) => !Object.hasOwn(messagesEn, key))).toEqual([]);
  });

  it('finds a named key the first load lacks', () => {
    const planted = keysNamed(["tMessage('error.billing_not_due')"]);
    expect(planted).toEqual(['error.billing_not_due']);
    expect(Object.hasOwn(messagesEn, 'error.billing_not_due')).toBe(false);
    expect(Object.hasOwn(catalogues.en, 'error.billing_not_due')).toBe(true);
  });

  it('passes a text that is no key through unchanged, and reads a key it has', () => {
    expect(messageIn('en', 'Invalid credentials for user ann@example.com')).toBe(
      'Invalid credentials for user ann@example.com',
    );
    expect(messageIn('en', 'validation.max_length', { max: 255 })).toBe(
      catalogues.en['validation.max_length'].replace(':max', '255'),
    );
  });
});
