import {
  IconBuildingHospital,
  IconChartDots,
  IconCpu,
  IconDeviceDesktop,
  IconDownload,
  IconGauge,
  IconKey,
  IconLicense,
  IconPlugConnected,
  IconReceipt,
  IconTargetArrow,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { TranslationKey } from '../../../lib/i18n';
import type { GettingStartedCardId } from '../../../lib/screens';

export type GettingStartedVariant = 'admin' | 'manager' | 'user';

export interface GettingStartedCard {
  /** A registered screen that names this id in its `card` makes the card a link to it. */
  id: GettingStartedCardId;
  titleKey: TranslationKey;
  descriptionKey: TranslationKey;
  icon: ReactNode;
}

const size = 24;

export const gettingStartedCards: Record<GettingStartedVariant, GettingStartedCard[]> = {
  admin: [
    {
      id: 'manage-software',
      titleKey: 'gettingStarted.cards.manageSoftware.title',
      descriptionKey: 'gettingStarted.cards.manageSoftware.description',
      icon: <IconDeviceDesktop size={size} />,
    },
    {
      id: 'manage-hardware',
      titleKey: 'gettingStarted.cards.manageHardware.title',
      descriptionKey: 'gettingStarted.cards.manageHardware.description',
      icon: <IconCpu size={size} />,
    },
    {
      id: 'manage-users',
      titleKey: 'gettingStarted.cards.manageUsers.title',
      descriptionKey: 'gettingStarted.cards.manageUsers.description',
      icon: <IconUsers size={size} />,
    },
    {
      id: 'manage-organizations',
      titleKey: 'gettingStarted.cards.manageOrganizations.title',
      descriptionKey: 'gettingStarted.cards.manageOrganizations.description',
      icon: <IconBuildingHospital size={size} />,
    },
    {
      id: 'manage-billing',
      titleKey: 'gettingStarted.cards.manageBilling.title',
      descriptionKey: 'gettingStarted.cards.manageBilling.description',
      icon: <IconReceipt size={size} />,
    },
    {
      id: 'manage-licenses',
      titleKey: 'gettingStarted.cards.manageLicenses.title',
      descriptionKey: 'gettingStarted.cards.manageLicenses.description',
      icon: <IconLicense size={size} />,
    },
  ],
  manager: [
    {
      id: 'check-licenses',
      titleKey: 'gettingStarted.cards.checkLicenses.title',
      descriptionKey: 'gettingStarted.cards.checkLicenses.description',
      icon: <IconKey size={size} />,
    },
    {
      id: 'attach-license',
      titleKey: 'gettingStarted.cards.attachLicense.title',
      descriptionKey: 'gettingStarted.cards.attachLicense.description',
      icon: <IconUserPlus size={size} />,
    },
    {
      id: 'team-performance',
      titleKey: 'gettingStarted.cards.teamPerformance.title',
      descriptionKey: 'gettingStarted.cards.teamPerformance.description',
      icon: <IconGauge size={size} />,
    },
  ],
  user: [
    {
      id: 'download',
      titleKey: 'gettingStarted.cards.download.title',
      descriptionKey: 'gettingStarted.cards.download.description',
      icon: <IconDownload size={size} />,
    },
    {
      id: 'setup',
      titleKey: 'gettingStarted.cards.setup.title',
      descriptionKey: 'gettingStarted.cards.setup.description',
      icon: <IconPlugConnected size={size} />,
    },
    {
      id: 'use',
      titleKey: 'gettingStarted.cards.use.title',
      descriptionKey: 'gettingStarted.cards.use.description',
      icon: <IconTargetArrow size={size} />,
    },
    {
      id: 'insights',
      titleKey: 'gettingStarted.cards.insights.title',
      descriptionKey: 'gettingStarted.cards.insights.description',
      icon: <IconChartDots size={size} />,
    },
  ],
};
