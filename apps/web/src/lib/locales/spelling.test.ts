import { catalogues } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { appEn } from './app.en';
import { en } from './en';

/** Every English text of the web app: the public pages', the shell's, each feature's. */
const featureTexts = import.meta.glob<{ en: unknown }>('../../features/*/texts/en.ts', { eager: true });

/** Every string of a nested text object, with its key path. */
function strings(value: unknown, path: string): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => strings(inner, path ? `${path}.${key}` : key));
  }
  return [];
}

describe('English texts', () => {
  it('spell organization one way (US), in the web app and in the server’s messages', () => {
    const all = [
      ...strings(en, 'core'),
      ...strings(appEn, 'app'),
      ...Object.entries(featureTexts).flatMap(([file, module]) => strings(module.en, file)),
      ...strings(catalogues.en, 'messages'),
    ];
    expect(all.length).toBeGreaterThan(1000);
    expect(all.filter(([, text]) => /organis/i.test(text))).toEqual([]);
  });
});
