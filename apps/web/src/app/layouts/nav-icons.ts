import {
  IconBuildingHospital,
  IconCertificate,
  IconCpu,
  IconDeviceDesktop,
  IconDownload,
  IconFileInvoice,
  IconHistory,
  IconId,
  IconKey,
  IconLicense,
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
