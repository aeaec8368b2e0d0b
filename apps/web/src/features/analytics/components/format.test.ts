import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { de } from '../texts/de';
import { formatDuration } from './format';

afterEach(() => i18n.changeLanguage('en'));

describe('formatDuration: one time format on every analytics screen', () => {
  it.each([
    [0, '0 min'],
    [20 * 60, '20 min'],
    [42 * 60 + 29, '42 min'],
    [59 * 60 + 40, '1 h'],
    [3600, '1 h'],
    [80 * 60, '1 h 20 min'],
    [1234 * 3600 + 5 * 60, '1,234 h 5 min'],
  ])('%i s reads %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it('never reads "0 h …" nor a decimal hour', () => {
    for (const seconds of [60, 600, 0.7 * 3600, 1.5 * 3600, 9.75 * 3600]) {
      expect(formatDuration(seconds)).not.toMatch(/^0 h|\d[.,]\d/);
    }
  });

  it('speaks German', async () => {
    i18n.addResourceBundle('de', 'translation', de, true, true);
    await i18n.changeLanguage('de');
    expect(formatDuration(80 * 60)).toBe('1 Std. 20 Min.');
    expect(formatDuration(20 * 60)).toBe('20 Min.');
    expect(formatDuration(2 * 3600)).toBe('2 Std.');
  });
});
