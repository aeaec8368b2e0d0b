import { describe, expect, it } from 'vitest';
import {
  createReleaseBody,
  currentPassword,
  email,
  hasControlCharacters,
  hasFormatCharacters,
  inviteUserBody,
  multilineString,
  name,
  newPassword,
  normalizeWebUrl,
  productBodyFor,
  profileBody,
  registerBody,
  richText,
  stripFormatCharacters,
  themeBody,
  updateReleaseBody,
  webUrl,
} from '../src/index.js';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);

describe('hasControlCharacters', () => {
  it('finds C0 controls, DEL and lone surrogates', () => {
    for (const bad of [
      'a\u0000b',
      '\u0001',
      'a\u001fb',
      'a\u007fb',
      'tab\there',
      'line\nbreak',
      'cr\rx',
      '\ud800',
      'x\udc00',
      '\udc00\ud800',
    ]) {
      expect(hasControlCharacters(bad), JSON.stringify(bad)).toBe(true);
    }
  });

  it('accepts printable text in any script, emoji (surrogate pairs) included', () => {
    for (const good of ['Ann-Marie O’Neil', 'Zoë Šťastná', '李小龙', 'Dr. 🐸 Frog', '', ' \u00a0 ', '\u0080\u009f']) {
      expect(hasControlCharacters(good), JSON.stringify(good)).toBe(false);
    }
  });

  it('lets multi-line text keep tab, line feed and carriage return, but not NUL', () => {
    expect(hasControlCharacters('a\tb\r\nc', { multiline: true })).toBe(false);
    expect(hasControlCharacters('a\u0000b', { multiline: true })).toBe(true);
    expect(hasControlCharacters('a\u000bb', { multiline: true })).toBe(true);
  });
});

describe('text fields refuse control characters', () => {
  it('in names and emails, with the catalogue key', () => {
    expect(messagesOf(name().safeParse('a\u0000b'))).toEqual({ '': 'validation.control_characters' });
    expect(messagesOf(name().safeParse('a\tb'))).toEqual({ '': 'validation.control_characters' });
    expect(messagesOf(email().safeParse('ann\u0000@example.com'))).toEqual({ '': 'validation.control_characters' });
    // Whitespace around a value is trimmed first, as before.
    expect(name().parse('  Ann\n')).toBe('Ann');
    expect(name().parse('Zoë 🐸')).toBe('Zoë 🐸');
  });

  it('in multi-line text only where it is not a line break or tab', () => {
    expect(multilineString().parse('first line\n\tsecond')).toBe('first line\n\tsecond');
    expect(multilineString().safeParse('a\u0000b').success).toBe(false);
  });

  it('in the bodies of sign-up, profile and invitation', () => {
    const signUp = registerBody.safeParse({
      first_name: 'a\u0000b',
      last_name: 'B',
      email: 'a@b.co',
      password: 'Ridge-Lantern-47!',
      password_confirmation: 'Ridge-Lantern-47!',
      accept_terms: true,
    });
    expect(messagesOf(signUp)).toEqual({ first_name: 'validation.control_characters' });
    expect(messagesOf(profileBody.safeParse({ first_name: 'A', last_name: '\u007f', language: 'en' }))).toEqual({
      last_name: 'validation.control_characters',
    });
    expect(
      messagesOf(inviteUserBody.safeParse({ email: 'a@b.co', first_name: '\ud800', last_name: 'B', role: 'admin' })),
    ).toEqual({ first_name: 'validation.control_characters' });
  });

  it('in passwords: a new one refuses every control character, an existing one only NUL', () => {
    expect(newPassword().safeParse('Ridge-Lantern-47!').success).toBe(true);
    expect(messagesOf(newPassword().safeParse('Ridge-Lantern-47!\u0000'))).toEqual({
      '': 'validation.control_characters',
    });
    expect(newPassword().safeParse('Ridge\tLantern-47!').success).toBe(false);
    expect(newPassword().safeParse('Ridge-Lantern-47!\ud800').success).toBe(false);
    // Spaces and any printable character stay allowed.
    expect(newPassword().safeParse('Ridge Lantern 47 ✓').success).toBe(true);
    expect(messagesOf(currentPassword().safeParse('a\u0000b'))).toEqual({ '': 'validation.control_characters' });
    expect(currentPassword().safeParse('set\tbefore').success).toBe(true);
  });
});

describe('format characters', () => {
  const invisible = [
    '\u202Aembedding',
    'evil\u202Egpj.exe',
    'isolate\u2066x\u2069',
    'zero\u200Bwidth',
    'non\u200Cjoiner',
    'joiner\u200D',
    'mark\u200E\u200F',
    'arabic letter mark\u061C',
    'b\uFEFFom', // at either end trimmed away (JavaScript's trim counts the BOM as a space)
    'word\u2060joiner',
    'tag \u{E0041}',
  ];

  it('finds bidi controls, zero-width characters, the BOM and tags; leaves soft hyphens and script signs', () => {
    for (const bad of invisible) expect(hasFormatCharacters(bad), JSON.stringify(bad)).toBe(true);
    for (const good of ['Ann-Marie O’Neil', 'Zoë', '李小龙', 'Dr. 🐸 Frog', 'Silben\u00ADtrennung', '\u0600١٢', '']) {
      expect(hasFormatCharacters(good), JSON.stringify(good)).toBe(false);
    }
    expect(stripFormatCharacters('evil\u202Egpj.exe')).toBe('evilgpj.exe');
    expect(stripFormatCharacters('\u2066\u200B\uFEFF\u2069')).toBe('');
    expect(stripFormatCharacters('a\u200Db\u{E0041}c')).toBe('abc');
  });

  it('are refused in every text field, with their own catalogue key', () => {
    const key = 'validation.format_characters';
    for (const bad of invisible) {
      expect(messagesOf(name().safeParse(bad)), JSON.stringify(bad)).toEqual({ '': key });
      expect(messagesOf(multilineString().safeParse(`line\n${bad}`)), JSON.stringify(bad)).toEqual({ '': key });
    }
    expect(messagesOf(email().safeParse('ann\u200B@example.com'))).toEqual({ '': key });
    expect(messagesOf(richText().safeParse('<p>\u202Etxt.exe</p>'))).toEqual({ '': key });
    expect(messagesOf(themeBody.safeParse({ name: 'Theatre', description: 'a\u2067b' }))).toEqual({ description: key });
    const product = productBodyFor('hardware').safeParse({
      name: 'Box\u200E',
      prices: { EUR: 1 },
      sku: 'B-1',
      variant: '\u202D',
    });
    expect(messagesOf(product)).toEqual({ name: key, variant: key });
    const release = updateReleaseBody.safeParse({
      version: '1.0.0',
      platform: 'linux',
      source: 'upload',
      notes: 'x\u202E',
    });
    expect(messagesOf(release)).toEqual({ notes: key });
    expect(
      messagesOf(
        registerBody.safeParse({
          first_name: 'A\u2066',
          last_name: 'B',
          email: 'a@b.co',
          password: 'Ridge-Lantern-47!',
          password_confirmation: 'Ridge-Lantern-47!',
          accept_terms: true,
        }),
      ),
    ).toEqual({ first_name: key });
  });

  it('stay allowed in passwords, new and existing (never shown, so they mislead no one)', () => {
    expect(newPassword().safeParse('Ridge-Lantern-47!\u200D').success).toBe(true);
    expect(currentPassword().safeParse('set\u202Ebefore').success).toBe(true);
  });
});

describe('webUrl', () => {
  it('gives on the URL as the WHATWG parser writes it', () => {
    const http = webUrl(2000);
    expect(http.parse('https:evil.example')).toBe('https://evil.example/');
    expect(http.parse('http:\\\\evil.example')).toBe('http://evil.example/');
    expect(http.parse('HTTPS://EXAMPLE.COM/a.bin')).toBe('https://example.com/a.bin');
    expect(http.parse(' https://example.com/a b ')).toBe('https://example.com/a%20b');
    expect(http.parse('https://bücher.example/')).toBe('https://xn--bcher-kva.example/');
    expect(normalizeWebUrl('https:\\\\example.com\\a.bin', { httpsOnly: true })).toBe('https://example.com/a.bin');
  });

  it('refuses what the parser cannot make an absolute http(s) URL with a host', () => {
    for (const bad of [
      '',
      'https://',
      'http:',
      'example.com',
      '//example.com',
      '/a.bin',
      'javascript:alert(1)',
      'ftp://x.example',
      'https://exa mple.com',
    ]) {
      expect(messagesOf(webUrl(2000).safeParse(bad)), bad).toEqual({ '': 'validation.http_url' });
    }
    const https = webUrl(2000, { httpsOnly: true, credentials: false });
    for (const bad of [
      'http://example.com/a.bin',
      'http:\\\\example.com',
      'https://user:pw@example.com/a',
      'https:user@example.com',
    ]) {
      expect(messagesOf(https.safeParse(bad)), bad).toEqual({ '': 'validation.https_url' });
    }
    expect(webUrl(2000).parse('https://user:pw@example.com/')).toBe('https://user:pw@example.com/');
  });

  it('refuses control and format characters with their own keys, and an href over the limit', () => {
    expect(messagesOf(webUrl(2000).safeParse('https://example.com/\u0000'))).toEqual({
      '': 'validation.control_characters',
    });
    expect(messagesOf(webUrl(2000).safeParse('https://example.com/\u202Eexe.pdf'))).toEqual({
      '': 'validation.format_characters',
    });
    // 30 characters as typed, 50 once each space is written %20.
    expect(webUrl(40).parse('https://example.com/abcdefghij')).toBe('https://example.com/abcdefghij');
    expect(messagesOf(webUrl(40).safeParse('https://example.com/          '.concat('x')))).toEqual({
      '': 'validation.max_length',
    });
    expect(messagesOf(webUrl(40).safeParse(`https://example.com/${'x'.repeat(30)}`))).toEqual({
      '': 'validation.max_length',
    });
  });

  it('is the rule of product details links and release download URLs', () => {
    const base = { name: 'Box', prices: { EUR: 100 }, sku: 'BOX-1' };
    expect(productBodyFor('hardware').parse({ ...base, details_url: 'http:\\\\evil.example' }).details_url).toBe(
      'http://evil.example/',
    );
    expect(productBodyFor('hardware').parse({ ...base, details_url: '  ' }).details_url).toBeNull();
    expect(messagesOf(productBodyFor('hardware').safeParse({ ...base, details_url: 'https://' }))).toEqual({
      details_url: 'validation.http_url',
    });
    const release = {
      product_id: '7b0f7c4e-8a43-4bb0-9d55-1f7f0a3c2e11',
      version: '1.0.0',
      platform: 'windows',
      size_bytes: 5,
      sha256: 'a'.repeat(64),
    };
    expect(createReleaseBody.parse({ ...release, url: 'HTTPS://EXAMPLE.COM/a.bin' }).url).toBe(
      'https://example.com/a.bin',
    );
    expect(createReleaseBody.parse({ ...release, url: 'https:evil.example/a.bin' }).url).toBe(
      'https://evil.example/a.bin',
    );
    expect(messagesOf(createReleaseBody.safeParse({ ...release, url: 'http://example.com/a.bin' }))).toEqual({
      url: 'validation.https_url',
    });
  });
});

describe('person names (the one name rule: no links, one line, at most 100 characters)', () => {
  const issues = (value: unknown) => {
    const result = name().safeParse(value);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };
  it.each([
    'Claim your refund at https://evil.example/r',
    'https:evil.example',
    'mailto:someone',
    'www.evil',
    'evil.example',
    'Visit bit.ly/refund',
    'Refund.COM',
    'shop.de',
    '10.0.0.1',
  ])('refuses %j as a link', (value) => {
    expect(issues(value)).toContain('validation.name_link');
  });
  it.each([
    'Anna',
    'Dr. Jo',
    "O'Neill-Smith",
    'J.R.R. Tolkien',
    'Dr.med Müller',
    'St. Anna',
    'Zoë van der Berg',
    'Mary-Kate',
  ])('accepts %j', (value) => {
    expect(issues(value)).toEqual([]);
  });
  it('refuses line breaks of every kind, and more than 100 characters', () => {
    for (const value of ['Two\nLines', 'Two\u2028Lines', 'Two\u2029Lines', 'Two\u0085Lines']) {
      expect(issues(value)).toContain('validation.name_line_break');
    }
    expect(issues('x'.repeat(101))).toEqual(['validation.max_length']);
    expect(issues('x'.repeat(100))).toEqual([]);
  });
});
