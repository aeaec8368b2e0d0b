import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Organization } from '@portal/contracts';
import { IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountStatusBadge } from '../../../components/account-status-badge';
import { countryName } from '../../../lib/countries';
import { formatDate } from '../../../lib/format';
import { href } from '../../../lib/screens';
import { fullName, useSessionUser } from '../../../lib/session-user';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" tt="uppercase" fw={600} c="dimmed">
        {label}
      </Text>
      <Text component="div" fz="sm">
        {children}
      </Text>
    </Stack>
  );
}

/** The own organization at a glance: address, license manager, members and since when. */
export function OrganizationCard({ organization }: { organization: Organization }) {
  const { t, i18n } = useTranslation();
  const me = useSessionUser();
  const street = [organization.street, organization.house_number, organization.addition].filter(Boolean).join(' ');
  const manager = organization.license_manager;

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={t('manager.details.card')}>
      <Group justify="space-between" mb="md" gap="xs">
        <Title order={2} fz="lg">
          {organization.name}
        </Title>
        <Anchor component={Link} to={href('manager/organisation-details')} fz="sm">
          <Group gap={4} component="span" wrap="nowrap">
            <IconPencil size={14} aria-hidden />
            {t('manager.details.edit')}
          </Group>
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        <Fact label={t('manager.details.address')}>
          <address style={{ fontStyle: 'normal' }}>
            {street}
            <br />
            {organization.zipcode} {organization.city}
            <br />
            {countryName(organization.country, i18n.language)}
          </address>
        </Fact>
        <Fact label={t('manager.details.licenseManager')}>
          {manager ? (
            <Stack gap={2}>
              <Group gap={6}>
                <span>{fullName(manager)}</span>
                {manager.id === me.id && (
                  <Text component="span" c="dimmed" fz="sm">
                    {t('manager.details.you')}
                  </Text>
                )}
              </Group>
              <Text c="dimmed" fz="sm">
                {manager.email}
              </Text>
              {manager.status !== 'active' && <AccountStatusBadge status={manager.status} />}
            </Stack>
          ) : (
            <Text c="dimmed" fz="sm">
              {t('manager.licenseManager.none')}
            </Text>
          )}
        </Fact>
        <Fact label={t('manager.details.members')}>
          <Stack gap={2}>
            <Text fw={600} fz="sm">
              {t('manager.details.membersCount', { count: organization.members_count })}
            </Text>
            <Text c="dimmed" fz="sm">
              {t('manager.details.since', { date: formatDate(organization.created_at) })}
            </Text>
          </Stack>
        </Fact>
      </SimpleGrid>
    </Card>
  );
}
