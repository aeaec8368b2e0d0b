import type { Platform } from '@portal/contracts';

/** What the browser tells about its system (a `navigator`, or a stand-in in tests). */
export interface NavigatorLike {
  userAgent: string;
  /** Touch points: an iPad asking for the desktop site says "Macintosh" but has them. */
  maxTouchPoints?: number;
  /** User-Agent Client Hints (Chromium): the platform without parsing the user agent. */
  userAgentData?: { platform?: string; mobile?: boolean } | null;
}

const HINTS: Record<string, Platform> = {
  windows: 'windows',
  macos: 'macos',
  linux: 'linux',
  android: 'android',
  ios: 'ios',
};

/**
 * The visitor's platform, or null when it is none of ours (Chrome OS, a
 * console, an unknown agent). Client hints first; else the user agent, where
 * the order matters: Android agents say "Linux" and iPads may say "Macintosh".
 */
export function detectPlatform(nav: NavigatorLike | undefined): Platform | null {
  if (!nav) return null;
  const hint = nav.userAgentData?.platform?.toLowerCase().replace(/\s+/g, '');
  if (hint && hint in HINTS) return HINTS[hint] ?? null;
  const ua = nav.userAgent;
  if (/android/i.test(ua)) return 'android';
  if (/iphone|ipad|ipod/i.test(ua)) return 'ios';
  if (/macintosh|mac os x/i.test(ua)) return (nav.maxTouchPoints ?? 0) > 1 ? 'ios' : 'macos';
  if (/windows/i.test(ua)) return 'windows';
  if (/cros/i.test(ua)) return null;
  if (/linux|x11/i.test(ua)) return 'linux';
  return null;
}

/** The releases with the visitor's platform first; the rest keep their order. */
export function visitorFirst<T extends { platform: Platform }>(releases: readonly T[], visitor: Platform | null): T[] {
  if (!visitor) return [...releases];
  return [...releases.filter((r) => r.platform === visitor), ...releases.filter((r) => r.platform !== visitor)];
}

/** A file size for people, in MB (1 MB = 1024 × 1024 bytes, as the systems' file managers count). */
export function formatMegabytes(bytes: number, language: string): string {
  const mb = bytes / (1024 * 1024);
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: mb < 10 ? 1 : 0 }).format(mb)} MB`;
}
