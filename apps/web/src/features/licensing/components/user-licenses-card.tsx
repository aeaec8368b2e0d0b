import { Anchor, Badge, Button, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { can, type LicenseState, type Seat } from '@portal/contracts';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { SectionCard } from '../../../components/section-card';
import { i18n } from '../../../lib/i18n';
import { href, type ScreenPartProps } from '../../../lib/screens';
import { useSessionUser } from '../../../lib/session-user';
import { useDetachUserSeat, useUserLicenses } from '../api/user-licensing';

const stateColors: Record<LicenseState, string> = { active: 'teal', scheduled: 'blue', expired: 'red' };

/** A `YYYY-MM-DD` day in the UI's language, read as UTC (the day, not a moment). */
const day = (value: string) =>
  new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${value.slice(0, 10)}T00:00:00Z`),
  );

/**
 * Beside the available products (a part of the products feature's `admin/users/:id/software`, `admin-user-software`):
 * what the user actually holds. Their attached seats (of their
 * organization's licenses or a personal one), each detachable after a question, and their personal
 * licenses, with a link to the billing tab where personal licenses are added.
 */
export function UserLicensesCard({ userId, name }: ScreenPartProps['admin-user-software']) {
  const { t } = useTranslation();
  const session = useSessionUser();
  const licenses = useUserLicenses(userId);
  const detach = useDetachUserSeat(userId);
  const [detaching, setDetaching] = useState<Seat | null>(null);
  const state = (value: LicenseState) => (
    <Badge variant="light" color={stateColors[value]}>
      {t(`userSeats.states.${value}`)}
    </Badge>
  );

  return (
    <SectionCard title={t('userSeats.title')} maw={820}>
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
              {t('userSeats.seats')}
            </Title>
            {licenses.data.seats.length === 0 ? (
              <Text fz="sm" c="dimmed">
                {t('userSeats.seatsNone')}
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={560}>
                <Table verticalSpacing="xs" aria-label={t('userSeats.seats')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('userSeats.product')}</Table.Th>
                      <Table.Th>{t('userSeats.validity')}</Table.Th>
                      <Table.Th>{t('userSeats.state')}</Table.Th>
                      <Table.Th>
                        <VisuallyHidden>{t('userSeats.actions')}</VisuallyHidden>
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
                            aria-label={t('userSeats.detachLabel', { product: seat.product.name })}
                          >
                            {t('userSeats.detach')}
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
              {t('userSeats.personal')}
            </Title>
            {licenses.data.licenses.length === 0 ? (
              <Text fz="sm" c="dimmed">
                {t('userSeats.personalNone')}
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={560}>
                <Table verticalSpacing="xs" aria-label={t('userSeats.personal')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('userSeats.product')}</Table.Th>
                      <Table.Th>{t('userSeats.amount')}</Table.Th>
                      <Table.Th>{t('userSeats.ends')}</Table.Th>
                      <Table.Th>{t('userSeats.state')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {licenses.data.licenses.map((license) => (
                      <Table.Tr key={license.id}>
                        <Table.Td fw={600}>{license.product.name}</Table.Td>
                        <Table.Td>
                          {license.amount === null
                            ? t('userSeats.unlimited', { used: String(license.seats_used) })
                            : t('userSeats.seatsOf', {
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
                {t('userSeats.billing')}
              </Anchor>
            ) : null}
          </Stack>
        </Stack>
      )}
      <ConfirmDeleteModal
        target={detaching}
        mutation={detach}
        variables={(seat) => seat.license_id}
        title={(seat) => t('userSeats.detachTitle', { product: seat.product.name })}
        body={(seat) => t('userSeats.detachBody', { product: seat.product.name, name })}
        confirmLabel={t('userSeats.detach')}
        doneMessage={(seat) => t('userSeats.detached', { product: seat.product.name, name })}
        errorTitle={t('userSeats.refused')}
        onClose={() => setDetaching(null)}
      />
    </SectionCard>
  );
}
