import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { Billing } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card';
import { formatDay } from '../../../lib/format';
import { BillingStatusBadge } from './billing-status-badge';

/**
 * Who reads a billing: the admin (any billing, on an organization's or a user's billing details, with the
 * transitions below the facts) or the license manager (the own organization's, on the account details, with
 * the billing email and purchase order to edit below them).
 */
export type BillingAudience = 'admin' | 'manager';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} mt={2} fz="sm">
        {children}
      </Text>
    </div>
  );
}

function address(billing: Billing) {
  return [
    `${billing.street} ${billing.house_number}${billing.addition ? ` ${billing.addition}` : ''}`,
    `${billing.zipcode} ${billing.city}`,
    billing.country,
  ].join(', ');
}

/**
 * One billing's facts, the same for each audience: status, period, cycle (with a cycle pending from the
 * next period), auto renew. The manager, who has no billing form, reads the invoiced party too (legal
 * name, address, VAT number, currency); the admin, who has the form below, reads the licenses it carries.
 */
export function BillingFacts({ billing, audience }: { billing: Billing; audience: BillingAudience }) {
  const { t } = useTranslation();
  const manager = audience === 'manager';
  return (
    <SimpleGrid
      cols={manager ? { base: 1, sm: 2, md: 4 } : { base: 2, sm: 3, md: 5 }}
      spacing="md"
      component="dl"
      style={{ margin: 0 }}
    >
      {manager ? (
        <>
          <Fact label={t('billing.fields.legalName')}>{billing.legal_name}</Fact>
          <Fact label={t('billing.status.address')}>{address(billing)}</Fact>
          <Fact label={t('billing.fields.vatNumber')}>{billing.vat_number ?? '—'}</Fact>
        </>
      ) : null}
      <Fact label={t('billing.status.status')}>
        <Stack gap={4} align="flex-start">
          <BillingStatusBadge status={billing.status} />
          {billing.canceled_at ? (
            <Text fz="xs" c="dimmed">
              {t('billing.status.canceledAt', { date: formatDay(billing.canceled_at) })}
            </Text>
          ) : null}
        </Stack>
      </Fact>
      <Fact label={t('billing.status.period')}>
        {t('billing.status.periodValue', {
          start: formatDay(billing.period_start),
          end: formatDay(billing.period_end),
        })}
      </Fact>
      <Fact label={t('billing.status.cycle')}>
        {t('billing.fields.cycleMonths', { count: billing.cycle_months })}
        {billing.pending_cycle_months !== null ? (
          <Text fz="xs" c="yellow.4">
            {t('billing.pendingCycle', { count: billing.pending_cycle_months, date: formatDay(billing.period_end) })}
          </Text>
        ) : null}
      </Fact>
      <Fact label={t('billing.status.autoRenew')}>
        {billing.renews ? t('billing.status.yes') : t('billing.status.no')}
      </Fact>
      {manager ? (
        <Fact label={t('billing.fields.currency')}>{billing.currency}</Fact>
      ) : (
        <Fact label={t('billing.status.licenses')}>{billing.licenses_count}</Fact>
      )}
    </SimpleGrid>
  );
}

/**
 * The billing card of either audience: its facts (`BillingFacts`), and below them what the audience does
 * with it (`children`: the admin's transitions, the manager's billing email and purchase order).
 */
export function BillingCard({
  billing,
  audience,
  children,
}: {
  billing: Billing;
  audience: BillingAudience;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t(audience === 'manager' ? 'billing.manager.title' : 'billing.status.title')}>
      <Stack gap="lg">
        <BillingFacts billing={billing} audience={audience} />
        {children}
      </Stack>
    </SectionCard>
  );
}
