import {
  IconBuildingHospital,
  IconCertificate,
  IconChartLine,
  IconCpu,
  IconDeviceDesktop,
  IconDownload,
  IconFileInvoice,
  IconHistory,
  IconId,
  IconKey,
  IconLayoutDashboard,
  IconLicense,
  IconListDetails,
  IconPackage,
  IconPuzzle,
  IconReceipt,
  IconRocket,
  IconTruckDelivery,
  IconUserShield,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { NavIconName, ScreenIcon } from '../../lib/screens';

/**
 * The icons of the registry's navigation entries, by name (`nav.icon`). They
 * load with the signed-in shell, not with the registry in the first bundle.
 */
export const navIcons: Record<NavIconName, ScreenIcon> = {
  'getting-started': IconRocket,
  dashboard: IconLayoutDashboard,
  overview: IconChartLine,
  'training-activity': IconListDetails,
  team: IconUsersGroup,
  downloads: IconDownload,
  'add-ons': IconPuzzle,
  organizations: IconBuildingHospital,
  users: IconUsers,
  software: IconDeviceDesktop,
  hardware: IconCpu,
  releases: IconPackage,
  shipping: IconTruckDelivery,
  invoices: IconFileInvoice,
  'audit-log': IconHistory,
  members: IconUsersGroup,
  organization: IconId,
  'license-manager': IconUserShield,
  'software-licenses': IconKey,
  'own-licenses': IconCertificate,
  licenses: IconLicense,
  billing: IconReceipt,
};
