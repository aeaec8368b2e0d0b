import type { Section } from '@portal/contracts';
import {
  IconBuildingHospital,
  IconCertificate,
  IconChartLine,
  IconCpu,
  IconDeviceDesktop,
  IconDownload,
  IconId,
  IconKey,
  IconLayoutDashboard,
  IconLicense,
  IconListDetails,
  IconRocket,
  IconTruckDelivery,
  IconUserShield,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { TranslationKey } from '../../lib/i18n';

export interface NavItem {
  labelKey: TranslationKey;
  icon: ReactNode;
  /** Screens that do not exist yet have no target and render disabled. */
  to?: string;
}

export interface NavSection {
  section: Section;
  labelKey: TranslationKey;
  items: NavItem[];
}

const size = 18;

export const generalItems: NavItem[] = [
  { labelKey: 'nav.gettingStarted', icon: <IconRocket size={size} />, to: '/getting-started' },
  { labelKey: 'nav.downloads', icon: <IconDownload size={size} /> },
];

export const sectionItems: NavSection[] = [
  {
    section: 'admin',
    labelKey: 'nav.sections.admin',
    items: [
      { labelKey: 'nav.admin.organizations', icon: <IconBuildingHospital size={size} /> },
      { labelKey: 'nav.admin.users', icon: <IconUsers size={size} /> },
      { labelKey: 'nav.admin.softwareProducts', icon: <IconDeviceDesktop size={size} /> },
      { labelKey: 'nav.admin.hardwareProducts', icon: <IconCpu size={size} /> },
      { labelKey: 'nav.admin.shippingCosts', icon: <IconTruckDelivery size={size} /> },
      { labelKey: 'nav.admin.licenses', icon: <IconLicense size={size} /> },
    ],
  },
  {
    section: 'manager',
    labelKey: 'nav.sections.manager',
    items: [
      { labelKey: 'nav.manager.organisationDashboard', icon: <IconLayoutDashboard size={size} /> },
      { labelKey: 'nav.manager.softwareLicenses', icon: <IconKey size={size} /> },
      { labelKey: 'nav.manager.hardwareDetails', icon: <IconCpu size={size} /> },
      { labelKey: 'nav.manager.organisationDetails', icon: <IconId size={size} /> },
      { labelKey: 'nav.manager.licenseManager', icon: <IconUserShield size={size} /> },
    ],
  },
  {
    section: 'trainee',
    labelKey: 'nav.sections.trainee',
    items: [
      { labelKey: 'nav.trainee.overview', icon: <IconChartLine size={size} /> },
      { labelKey: 'nav.trainee.trainingActivity', icon: <IconListDetails size={size} /> },
      { labelKey: 'nav.trainee.licenses', icon: <IconCertificate size={size} /> },
    ],
  },
];
