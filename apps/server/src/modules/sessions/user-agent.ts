import type { SessionPlatform } from '@portal/contracts';
import Bowser from 'bowser';

export interface DeviceInfo {
  /** "Firefox 128 on Windows", or null when the user agent names neither browser nor system. */
  device: string | null;
  browser: string | null;
  os: string | null;
  platform: SessionPlatform | null;
}

const UNKNOWN: DeviceInfo = { device: null, browser: null, os: null, platform: null };

// Windows and macOS freeze the version in their user agents (Windows 11 still says NT 10.0), so naming one would mislead.
const OS_WITH_VERSION = new Set(['iOS', 'iPadOS', 'Android', 'ChromeOS']);

const major = (version: string | undefined) => version?.match(/^\d+/)?.[0];

function withVersion(name: string | undefined, version: string | undefined): string | null {
  if (!name) return null;
  const v = major(version);
  return v ? `${name} ${v}` : name;
}

/** Browser, operating system and kind of device from a user agent, for the "Your sessions" list. */
export function describeUserAgent(userAgent: string | null | undefined): DeviceInfo {
  if (!userAgent?.trim()) return UNKNOWN;
  let parsed: Bowser.Parser.ParsedResult;
  try {
    parsed = Bowser.parse(userAgent);
  } catch {
    return UNKNOWN;
  }
  const browser = withVersion(parsed.browser.name, parsed.browser.version);
  const osName = parsed.os.name;
  const os = osName && OS_WITH_VERSION.has(osName) ? withVersion(osName, parsed.os.version) : (osName ?? null);
  const type = parsed.platform.type;
  const platform = type === 'desktop' || type === 'mobile' || type === 'tablet' ? type : null;
  const device = browser && os ? `${browser} on ${os}` : (browser ?? os);
  return { device, browser, os, platform };
}
