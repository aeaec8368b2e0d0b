import { describe, expect, it } from 'vitest';
import { detectPlatform, formatMegabytes, visitorFirst } from './platform';

const agents = {
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0 Safari/537.36',
  macos:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
  linux: 'Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  chromeos:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0 Safari/537.36',
};

describe('detectPlatform', () => {
  it('reads the user agent', () => {
    expect(detectPlatform({ userAgent: agents.windows })).toBe('windows');
    expect(detectPlatform({ userAgent: agents.macos })).toBe('macos');
    expect(detectPlatform({ userAgent: agents.linux })).toBe('linux');
    expect(detectPlatform({ userAgent: agents.iphone })).toBe('ios');
  });

  it('tells Android from the Linux in its agent, and an iPad asking for the desktop site from a Mac', () => {
    expect(detectPlatform({ userAgent: agents.android })).toBe('android');
    expect(detectPlatform({ userAgent: agents.macos, maxTouchPoints: 5 })).toBe('ios');
  });

  it('prefers client hints and knows no platform for Chrome OS or an unknown agent', () => {
    expect(detectPlatform({ userAgent: agents.linux, userAgentData: { platform: 'Windows' } })).toBe('windows');
    expect(detectPlatform({ userAgent: agents.windows, userAgentData: { platform: 'macOS' } })).toBe('macos');
    expect(detectPlatform({ userAgent: agents.chromeos })).toBeNull();
    expect(detectPlatform({ userAgent: agents.chromeos, userAgentData: { platform: 'Chrome OS' } })).toBeNull();
    expect(detectPlatform({ userAgent: 'curl/8.5.0' })).toBeNull();
    expect(detectPlatform(undefined)).toBeNull();
  });
});

describe('visitorFirst', () => {
  const releases = [{ platform: 'windows' as const }, { platform: 'macos' as const }, { platform: 'linux' as const }];

  it("moves the visitor's platform to the front and keeps the others in order", () => {
    expect(visitorFirst(releases, 'linux').map((r) => r.platform)).toEqual(['linux', 'windows', 'macos']);
    expect(visitorFirst(releases, 'ios').map((r) => r.platform)).toEqual(['windows', 'macos', 'linux']);
    expect(visitorFirst(releases, null).map((r) => r.platform)).toEqual(['windows', 'macos', 'linux']);
  });
});

describe('formatMegabytes', () => {
  it('shows megabytes in the UI language', () => {
    expect(formatMegabytes(1_288_490_188, 'en')).toBe('1,229 MB');
    expect(formatMegabytes(1_288_490_188, 'de')).toBe('1.229 MB');
    expect(formatMegabytes(5 * 1024 * 1024 + 300_000, 'en')).toBe('5.3 MB');
  });
});
