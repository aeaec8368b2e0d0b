import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { InvoicesCard } from '../../../components/invoices-card';
import { LoadError } from '../../../components/load-error';
import { OrganizationTabFrame } from '../../../components/organization-tab-frame';
import { SectionCard } from '../../../components/section-card';
import { useOrganizationBilling } from '../../../lib/organization-billing';
import { billingInvoicesApi, invoicePdfApi } from '../api/billing-invoices';
import { BillingActions } from '../components/billing-actions';
import { BillingCard } from '../components/billing-card';
import { BillingForm } from '../components/billing-form';

/**
 * `admin/organizations/:id/billing-details` ('manage billing'): the billing profile, its current period and
 * status, cancel / reactivate / renew. Without a billing yet the form creates it, started from the
 * organization's name and address.
 */
export function OrganizationBillingPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const billing = useOrganizationBilling(id);

  return (
    <OrganizationTabFrame fallbackName={billing.data?.entity_name ?? null}>
      {(organization) =>
        billing.isPending ? (
          <Stack gap="lg" aria-busy="true" aria-label={t('app.loading')}>
            <Skeleton height={140} radius="lg" />
            <Skeleton height={360} radius="lg" />
          </Stack>
        ) : billing.isError ? (
          <LoadError error={billing.error} onRetry={() => void billing.refetch()} />
        ) : (
          <Stack gap="lg" maw={960}>
            {billing.data ? (
              <BillingCard billing={billing.data} audience="admin">
                <BillingActions billing={billing.data} name={organization.name} />
              </BillingCard>
            ) : (
              <Alert variant="light" color="blue" icon={<IconReceipt size={18} />} title={t('billing.emptyTitle')}>
                <Text fz="sm">{t('billing.emptyBody')}</Text>
              </Alert>
            )}
            <SectionCard title={t('billing.formTitle')}>
              <BillingForm
                key={billing.data?.updated_at ?? 'new'}
                owner={{ organizationId: id }}
                billing={billing.data}
                name={organization.name}
                start={
                  organization.record
                    ? {
                        legal_name: organization.record.name,
                        street: organization.record.street,
                        house_number: organization.record.house_number,
                        addition: organization.record.addition ?? '',
                        zipcode: organization.record.zipcode,
                        city: organization.record.city,
                        country: organization.record.country,
                      }
                    : {}
                }
              />
            </SectionCard>
            {billing.data ? <InvoicesCard path={billingInvoicesApi(billing.data.id)} pdfBase={invoicePdfApi} /> : null}
          </Stack>
        )
      }
    </OrganizationTabFrame>
  );
}
