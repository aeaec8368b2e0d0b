import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { type Billing, managerBillingBody } from '@portal/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ContractForm } from '../../../components/contract-form';
import { InvoicesCard } from '../../../components/invoices-card';
import { SectionCard } from '../../../components/section-card';
import { useContractForm } from '../../../lib/use-contract-form';
import { invoicesApi, useBilling } from '../api/manager-billing';
import { useUpdateBilling } from '../api/update-manager-billing';
import { BillingCard } from './billing-card';

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
  return (
    <>
      <BillingCard billing={billing} audience="manager">
        <BillingForm key={`${billing.billing_email}|${billing.purchase_order ?? ''}`} billing={billing} />
      </BillingCard>
      {/* The billing's invoices, each with its PDF (`/api/manager/invoices`, scoped to the own organization). */}
      <InvoicesCard path={invoicesApi} />
    </>
  );
}
