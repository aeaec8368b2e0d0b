import { Alert, Badge, Button, Group, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { type Billing, managerBillingBody } from '@portal/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ContractForm } from '../../../components/contract-form';
import { InvoicesCard } from '../../../components/invoices-card';
import { SectionCard } from '../../../components/section-card';
import { formatDay } from '../../../lib/format';
import { useContractForm } from '../../../lib/use-contract-form';
import { invoicesApi, useBilling } from '../api/manager-billing';
import { useUpdateBilling } from '../api/update-manager-billing';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" fz="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fz="sm">
        {children}
      </Text>
    </div>
  );
}

function BillingForm({ billing }: { billing: Billing }) {
  const { t } = useTranslation();
  const cf = useContractForm(managerBillingBody, {
    initialValues: { billing_email: billing.billing_email, purchase_order: billing.purchase_order ?? '' },
    mutation: useUpdateBilling(),
    successMessage: t('billing.manager.saved'),
  });
  return (
    <ContractForm form={cf}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          {...cf.form.getInputProps('billing_email')}
          label={t('billing.manager.email')}
          type="email"
          required
        />
        <TextInput
          {...cf.form.getInputProps('purchase_order')}
          label={t('billing.manager.purchaseOrder')}
          description={t('billing.manager.purchaseOrderHint')}
        />
      </SimpleGrid>
      <Group justify="flex-end">
        <Button {...cf.submitProps}>{t('billing.manager.save')}</Button>
      </Group>
    </ContractForm>
  );
}

/**
 * The own organization's billing on the manager's account details (a part, `manager-account-details`): read,
 * with the billing email and purchase order editable.
 */
export function ManagerBillingCard() {
  const { t } = useTranslation();
  const query = useBilling();
  const title = t('billing.manager.title');
  if (query.isPending) return <Skeleton height={220} radius="lg" aria-label={title} />;
  if (query.error) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={title}>
        <Stack gap="sm" align="flex-start">
          <Text fz="sm">{t('billing.manager.loadFailed')}</Text>
          <Button size="xs" variant="light" onClick={() => void query.refetch()}>
            {t('list.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const billing = query.data;
  if (!billing) {
    return (
      <SectionCard title={title}>
        <Text c="dimmed" fz="sm">
          {t('billing.manager.none')}
        </Text>
      </SectionCard>
    );
  }
  const address = [
    `${billing.street} ${billing.house_number}${billing.addition ? ` ${billing.addition}` : ''}`,
    `${billing.zipcode} ${billing.city}`,
    billing.country,
  ].join(', ');
  return (
    <>
      <SectionCard title={title}>
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md" component="dl" style={{ margin: 0 }}>
            <Detail label={t('billing.manager.legalName')}>{billing.legal_name}</Detail>
            <Detail label={t('billing.manager.address')}>{address}</Detail>
            <Detail label={t('billing.manager.vatNumber')}>{billing.vat_number ?? '—'}</Detail>
            <Detail label={t('billing.manager.status')}>
              <Badge
                size="sm"
                variant="dot"
                tt="none"
                radius="sm"
                color={billing.status === 'active' ? 'teal' : 'red'}
                component="span"
              >
                {t(`billing.manager.statuses.${billing.status}`)}
              </Badge>
            </Detail>
            <Detail label={t('billing.manager.cycle')}>
              {t('billing.manager.months', { count: billing.cycle_months })}
              {billing.pending_cycle_months !== null &&
                ` · ${t('billing.manager.pendingCycle', { count: billing.pending_cycle_months })}`}
            </Detail>
            <Detail label={t('billing.manager.period')}>
              {`${formatDay(billing.period_start)} – ${formatDay(billing.period_end)}`}
            </Detail>
            <Detail label={t('billing.manager.autoRenew')}>
              {billing.renews ? t('billing.manager.yes') : t('billing.manager.no')}
            </Detail>
            <Detail label={t('billing.manager.currency')}>{billing.currency}</Detail>
          </SimpleGrid>
          <BillingForm key={`${billing.billing_email}|${billing.purchase_order ?? ''}`} billing={billing} />
        </Stack>
      </SectionCard>
      {/* The billing's invoices, each with its PDF (`/api/manager/invoices`, scoped to the own organization). */}
      <InvoicesCard path={invoicesApi} />
    </>
  );
}
