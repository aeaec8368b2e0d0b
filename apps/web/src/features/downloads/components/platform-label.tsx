import type { Platform } from '@portal/contracts';
import {
  IconBrandAndroid,
  IconBrandApple,
  IconBrandUbuntu,
  IconBrandWindows,
  IconDeviceTablet,
} from '@tabler/icons-react';
import type { TranslationKey } from '../../../lib/i18n';

export const PLATFORM_ICONS = {
  windows: IconBrandWindows,
  macos: IconBrandApple,
  linux: IconBrandUbuntu,
  android: IconBrandAndroid,
  ios: IconDeviceTablet,
} as const satisfies Record<Platform, unknown>;

export const PLATFORM_LABELS: Record<Platform, TranslationKey> = {
  windows: 'downloads.platforms.windows',
  macos: 'downloads.platforms.macos',
  linux: 'downloads.platforms.linux',
  android: 'downloads.platforms.android',
  ios: 'downloads.platforms.ios',
};
