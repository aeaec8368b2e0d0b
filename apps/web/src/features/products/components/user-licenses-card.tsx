import { Anchor, Badge, Button, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { can, type LicenseState, type Seat } from '@portal/contracts';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { SectionCard } from '../../../components/section-card';
import { i18n } from '../../../lib/i18n';
import { href } from '../../../lib/screens';
import { useSessionUser } from '../../../lib/session-user';
import { useDetachUserSeat, useUserLicenses } from '../api/get-user-licenses';

const stateColors: Record<LicenseState, string> = { active: 'teal', scheduled: 'blue', expired: 'red' };

/** A `YYYY-MM-DD` day in the UI's language, read as UTC (the day, not a moment). */
const day = (value: string) =>
  new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${value.slice(0, 10)}T00:00:00Z`),
  );

/**
 * Beside the available products: what the user actually holds. Their attached seats (of their
 * organization's licenses or a personal one), each detachable after a question, and their personal
 * licenses, with a link to the billing tab where personal licenses are added.
 */
export function UserLicensesCard({ userId, name }: { userId: string; name: string }) {
  const { t } = useTranslation();
  const session = useSessionUser();
  const licenses = useUserLicenses(userId);
  const detach = useDetachUserSeat(userId);
  const [detaching, setDetaching] = useState<Seat | null>(null);
  const state = (value: LicenseState) => (
    <Badge variant="light" color={stateColors[value]}>
      {t(`products.userLicenses.states.${value}`)}
    </Badge>
  );

  return (
    <SectionCard title={t('products.userLicenses.title')} maw={820}>
      {licenses.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label={t('app.loading')}>
          <Skeleton height={40} />
          <Skeleton height={40} />
        </Stack>
      ) : licenses.isError ? (
        <Button size="xs" variant="light" onClick={() => void licenses.refetch()}>
          {t('list.retry')}
        </Button>
      ) : (
        <Stack gap="lg">
          <Stack gap="xs">
            <Title order={3} fz="md">
              {t('products.userLicenses.seats')}
            </Title>
            {licenses.data.seats.length === 0 ? (
              <Text fz="sm" c="dimmed">
                {t('products.userLicenses.seatsNone')}
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={560}>
                <Table verticalSpacing="xs" aria-label={t('products.userLicenses.seats')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('products.userLicenses.product')}</Table.Th>
                      <Table.Th>{t('products.userLicenses.validity')}</Table.Th>
                      <Table.Th>{t('products.userLicenses.state')}</Table.Th>
                      <Table.Th>
                        <VisuallyHidden>{t('products.userLicenses.actions')}</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {licenses.data.seats.map((seat) => (
                      <Table.Tr key={seat.id}>
                        <Table.Td fw={600}>{seat.product.name}</Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>
                          {day(seat.valid_from)} – {day(seat.valid_to)}
                        </Table.Td>
                        <Table.Td>{state(seat.state)}</Table.Td>
                        <Table.Td ta="right">
                          <Button
                            size="compact-sm"
                            variant="subtle"
                            color="red"
                            leftSection={<IconPlugConnectedX size={14} />}
                            onClick={() => setDetaching(seat)}
                            aria-label={t('products.userLicenses.detachLabel', { product: seat.product.name })}
                          >
                            {t('products.userLicenses.detach')}
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Stack>
          <Stack gap="xs">
            <Title order={3} fz="md">
              {t('products.userLicenses.personal')}
            </Title>
            {licenses.data.licenses.length === 0 ? (
              <Text fz="sm" c="dimmed">
                {t('products.userLicenses.personalNone')}
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={560}>
                <Table verticalSpacing="xs" aria-label={t('products.userLicenses.personal')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('products.userLicenses.product')}</Table.Th>
                      <Table.Th>{t('products.userLicenses.amount')}</Table.Th>
                      <Table.Th>{t('products.userLicenses.ends')}</Table.Th>
                      <Table.Th>{t('products.userLicenses.state')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {licenses.data.licenses.map((license) => (
                      <Table.Tr key={license.id}>
                        <Table.Td fw={600}>{license.product.name}</Table.Td>
                        <Table.Td>
                          {license.amount === null
                            ? t('products.userLicenses.unlimited', { used: String(license.seats_used) })
                            : t('products.userLicenses.seatsOf', {
                                used: String(license.seats_used),
                                amount: String(license.amount),
                              })}
                        </Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{day(license.ends_on)}</Table.Td>
                        <Table.Td>{state(license.state)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            {can(session, 'manage billing') ? (
              <Anchor component={Link} to={href('admin/users/:id/billing-details', { id: userId })} fz="sm" fw={600}>
                {t('products.userLicenses.billing')}
              </Anchor>
            ) : null}
          </Stack>
        </Stack>
      )}
      <ConfirmDeleteModal
        target={detaching}
        mutation={detach}
        variables={(seat) => seat.license_id}
        title={(seat) => t('products.userLicenses.detachTitle', { product: seat.product.name })}
        body={(seat) => t('products.userLicenses.detachBody', { product: seat.product.name, name })}
        confirmLabel={t('products.userLicenses.detach')}
        doneMessage={(seat) => t('products.userLicenses.detached', { product: seat.product.name, name })}
        errorTitle={t('products.userLicenses.refused')}
        onClose={() => setDetaching(null)}
      />
    </SectionCard>
  );
}
