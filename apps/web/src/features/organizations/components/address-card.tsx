import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Organization } from '@portal/contracts';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { countryName } from '../../../lib/countries';
import { formatDate } from '../../../lib/format';
import { href } from '../../../lib/screens';
import { fullName } from '../../../lib/session-user';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
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

/** The organization's address as a letter would carry it, its license manager and its size. */
export function AddressCard({ organization }: { organization: Organization }) {
  const { t, i18n } = useTranslation();
  const street = [organization.street, organization.house_number, organization.addition].filter(Boolean).join(' ');
  const manager = organization.license_manager;

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={t('organizations.details.address')}>
      <Group justify="space-between" mb="md">
        <Title order={2} fz="lg">
          {t('organizations.details.title')}
        </Title>
        <Anchor component={Link} to={href('admin/organizations/:id/edit', { id: organization.id })} fz="sm">
          <Group gap={4} component="span">
            <IconPencil size={14} aria-hidden />
            {t('organizations.details.edit')}
          </Group>
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        <Fact label={t('organizations.details.address')}>
          <address style={{ fontStyle: 'normal' }}>
            {street}
            <br />
            {organization.zipcode} {organization.city}
            <br />
            {countryName(organization.country, i18n.language)}
          </address>
        </Fact>
        <Fact label={t('organizations.details.licenseManager')}>
          {manager ? (
            <Stack gap={2}>
              <span>{fullName(manager)}</span>
              <Text c="dimmed" fz="sm">
                {manager.email}
              </Text>
              {manager.status === 'inactive' && (
                <Badge size="sm" variant="light" color="yellow" w="fit-content">
                  {t('organizations.licenseManager.pending')}
                </Badge>
              )}
            </Stack>
          ) : (
            <Anchor component={Link} to={href('admin/organizations/:id/license-manager', { id: organization.id })}>
              {t('organizations.details.inviteManager')}
            </Anchor>
          )}
        </Fact>
        <Fact label={t('organizations.details.since')}>
          <Stack gap={2}>
            <span>{formatDate(organization.created_at)}</span>
            <Text c="dimmed" fz="sm">
              {t('organizations.details.membersCount', { count: organization.members_count })}
            </Text>
          </Stack>
        </Fact>
      </SimpleGrid>
    </Card>
  );
}
