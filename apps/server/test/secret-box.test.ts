import { describe, expect, it } from 'vitest';
import { secretBox } from '../src/lib/secret-box.js';

describe('secretBox', () => {
  it('round-trips, differs on every seal, and refuses tampered or foreign values', () => {
    const box = secretBox('a'.repeat(40), 'totp-secret');
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    const [v, iv, tag, data = ''] = sealed.split('.');
    // Another character where the second-to-last one was (the last may only carry padding bits).
    const flipped = `${v}.${iv}.${tag}.${data.slice(0, -2)}${data.at(-2) === 'A' ? 'B' : 'A'}${data.slice(-1)}`;
    expect(() => box.open(flipped)).toThrow();
    expect(() => secretBox('b'.repeat(40), 'totp-secret').open(sealed)).toThrow();
    expect(() => secretBox('a'.repeat(40), 'other-purpose').open(sealed)).toThrow();
    expect(() => box.open('plain-text')).toThrow();
  });
});
