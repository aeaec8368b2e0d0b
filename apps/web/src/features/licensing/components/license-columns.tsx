import { Anchor, Badge, Stack, Text } from '@mantine/core';
import type { License, licenseList } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { ListColumns } from '../../../components/data-table';
import { daysLeftText } from '../../../components/days-left';
import { LicenseStateBadge } from '../../../components/license-state-badge';
import { formatDay } from '../../../lib/format';
import { href } from '../../../lib/screens';

/**
 * The columns of a licenses table: product, assigned to (the admin's list of every license), seats
 * used of the amount with a pending amount, the active window, end date with the days left, state, auto renew.
 */
export function licenseColumns(
  t: TFunction,
  options: { assignedTo: boolean },
): ListColumns<License, typeof licenseList> {
  const columns: ListColumns<License, typeof licenseList> = [
    {
      key: 'product',
      header: t('licensing.licenses.columns.product'),
      render: (license) => (
        <Text fw={600} fz="sm">
          {license.product.name}
        </Text>
      ),
    },
  ];
  if (options.assignedTo) {
    columns.push({
      key: 'assigned_to',
      header: t('licensing.licenses.columns.assignedTo'),
      render: (license) =>
        license.organization_id ? (
          <Anchor
            component={Link}
            to={href('admin/organizations/:id/product-licenses', { id: license.organization_id })}
            fz="sm"
          >
            {license.entity_name}
          </Anchor>
        ) : license.user_id ? (
          <Anchor component={Link} to={href('admin/users/:id/billing-details', { id: license.user_id })} fz="sm">
            {license.entity_name}
          </Anchor>
        ) : (
          license.entity_name
        ),
    });
  }
  columns.push(
    {
      key: 'seats',
      header: t('licensing.licenses.columns.seats'),
      nowrap: true,
      render: (license) => (
        <Stack gap={2}>
          <Text fz="sm">
            {license.amount === null
              ? t('licensing.licenses.seatsUnlimited', { used: String(license.seats_used) })
              : t('licensing.licenses.seatsOf', { used: String(license.seats_used), amount: String(license.amount) })}
          </Text>
          {license.pending_amount !== null ? (
            // One line in the table (its nowrap column, min-content is the whole line); wraps in a narrow card.
            <Badge
              variant="light"
              color="yellow"
              size="sm"
              h="auto"
              miw="min-content"
              styles={{ root: { whiteSpace: 'inherit' }, label: { whiteSpace: 'inherit', overflow: 'visible' } }}
            >
              {t('licensing.licenses.pending', { count: license.pending_amount })}
            </Badge>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'window',
      header: t('licensing.licenses.columns.window'),
      nowrap: true,
      render: (license) => `${formatDay(license.active_from)} – ${formatDay(license.active_to)}`,
    },
    {
      key: 'ends_on',
      header: t('licensing.licenses.columns.endsOn'),
      sort: 'ends_on',
      nowrap: true,
      render: (license) => (
        <Stack gap={2}>
          <Text fz="sm">{formatDay(license.ends_on)}</Text>
          {/* Not dimmed: a highlighted row's background would take it under AA contrast. */}
          <Text fz="xs">
            {daysLeftText(t, license.days_left, {
              left: 'licensing.licenses.daysLeftToGo',
              ended: 'licensing.licenses.daysAgo',
            })}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'state',
      header: t('licensing.licenses.columns.state'),
      nowrap: true,
      render: (license) => <LicenseStateBadge state={license.state} />,
    },
    {
      key: 'auto_renew',
      header: t('licensing.licenses.columns.autoRenew'),
      nowrap: true,
      // Whether it renews (the server derives it from the license's and its billing's auto renew and state),
      // not the license's own setting: a canceled billing's licenses end.
      render: (license) =>
        license.renews ? t('licensing.licenses.autoRenewOn') : t('licensing.licenses.autoRenewOff'),
    },
  );
  return columns;
}
