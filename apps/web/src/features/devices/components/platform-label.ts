import type { Platform } from '@portal/contracts';
import type { TFunction } from 'i18next';

/** "Windows", or "Platform not given". */
export const platformLabel = (t: TFunction, platform: Platform | null) =>
  t(platform ? `devices.platforms.${platform}` : 'devices.platforms.unknown');
