import { describe, expect, it } from 'vitest';
import { catalogues, exportText, exportTexts, loginBody, newPassword, pickLanguage, translate } from '../src/index.js';

describe('translate', () => {
  it('fills placeholders and falls back to English', () => {
    expect(translate('error.throttled', 'en', { seconds: 42 })).toBe(
      'Too many attempts. Please try again in 42 seconds.',
    );
    expect(translate('error.throttled', 'de', { seconds: 42 })).toBe(
      'Zu viele Versuche. Bitte versuchen Sie es in 42 Sekunden erneut.',
    );
    expect(translate('error.not_found', 'xx')).toBe('The selected resource does not exist.');
  });

  it('answers German for German, regional tags included', () => {
    expect(translate('validation.required', 'de')).toBe('Dieses Feld ist erforderlich');
    expect(translate('error.no_billing', 'de')).toBe(
      'Keine Rechnungsinformationen vorhanden. Bitte legen Sie zuerst ein Rechnungsprofil an.',
    );
    expect(translate('validation.max_length', 'de-CH', { max: 255 })).toBe(
      'Dieses Feld darf höchstens 255 Zeichen lang sein.',
    );
  });

  it('has German text with the same placeholders for every English key', () => {
    const placeholders = (text: string) => [...text.matchAll(/:[a-z_]+/g)].map((m) => m[0]).sort();
    for (const [key, english] of Object.entries(catalogues.en)) {
      const german = catalogues.de[key as keyof typeof catalogues.en];
      expect(german, key).toBeTruthy();
      expect(german, key).not.toBe(english);
      expect(placeholders(german), key).toEqual(placeholders(english));
    }
    expect(Object.keys(catalogues.de).sort()).toEqual(Object.keys(catalogues.en).sort());
  });
});

describe('pickLanguage', () => {
  it('honours quality and regional tags', () => {
    expect(pickLanguage('fr-FR, de-CH;q=0.9, en;q=0.8')).toBe('de');
    expect(pickLanguage('en;q=0.5, de;q=0.9')).toBe('de');
    expect(pickLanguage('fr')).toBe('en');
    expect(pickLanguage(undefined)).toBe('en');
    expect(pickLanguage('de;q=0')).toBe('en');
  });
});

describe('field rules', () => {
  it('reports the seed messages for a bad sign-in payload', () => {
    const result = loginBody.safeParse({ email: 'not-an-email', password: '' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);
    expect(messages).toEqual({ email: 'validation.email', password: 'validation.required' });
  });

  it('rejects unknown fields and normalises the email', () => {
    expect(loginBody.safeParse({ email: 'a@b.co', password: 'x', admin: true }).success).toBe(false);
    expect(loginBody.parse({ email: '  Ann@Example.COM ', password: 'x' }).email).toBe('ann@example.com');
  });

  it('demands a strong password', () => {
    const schema = newPassword();
    for (const weak of ['short1!A', 'alllowercase1!', 'ALLUPPER1!', 'NoDigits!!', 'NoSpecial12']) {
      const ok = weak === 'short1!A';
      expect(schema.safeParse(weak).success, weak).toBe(ok);
    }
    expect(schema.safeParse('Short1!').success).toBe(false);
    expect(schema.safeParse(`${'Aa1!'.repeat(33)}`).success).toBe(false);
  });
});

describe('exportText', () => {
  it("reads the exports' words in English and German, with their placeholders", () => {
    expect(exportText('team.level', 'en', { skill: exportText('skill.suturing', 'en') })).toBe('Suturing level');
    expect(exportText('fls_task.peg_transfer', 'de-CH')).toBe('Peg Transfer');
    expect(exportText('team.no_such_column', 'de')).toBe('team.no_such_column');
    const placeholders = (text: string) => [...text.matchAll(/:[a-z_]+/g)].map((m) => m[0]).sort();
    expect(Object.keys(exportTexts.de).sort()).toEqual(Object.keys(exportTexts.en).sort());
    for (const [key, english] of Object.entries(exportTexts.en))
      expect(placeholders(exportTexts.de[key as keyof typeof exportTexts.en]), key).toEqual(placeholders(english));
  });
});
