import { Alert, Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { can } from '@portal/contracts';
import { IconInfoCircle, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { InvoicesCard } from '../../../components/invoices-card';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { ScreenParts } from '../../../components/screen-parts';
import { ScreenTabs } from '../../../components/screen-tabs';
import { SectionCard } from '../../../components/section-card';
import { isApiError } from '../../../lib/api-error';
import { href } from '../../../lib/screens';
import { fullName, useSessionUser } from '../../../lib/session-user';
import { billingInvoicesApi, invoicePdfApi } from '../api/billing-invoices';
import { useUser, useUserBilling } from '../api/user-billing';
import { BillingActions } from '../components/billing-actions';
import { BillingCard } from '../components/billing-card';
import { BillingForm } from '../components/billing-form';

/**
 * `admin/users/:id/billing-details` ('manage billing', entity type USER): the personal billing profile,
 * its period and actions, and (the licensing feature's part) the personal licenses. A member of an organization billed as an
 * organization is told that their seats come from the organization's licenses.
 */
export function UserBillingPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const session = useSessionUser();
  const user = useUser(id);
  const billing = useUserBilling(id);
  const back = <BackLink to={href('admin/users')}>{t('billing.user.back')}</BackLink>;
  const person = user.data;
  const name = person ? fullName(person) : (billing.data?.data?.entity_name ?? t('billing.user.title'));
  const notFound =
    (isApiError(billing.error) && billing.error.status === 404) ||
    (isApiError(user.error) && user.error.status === 404);

  return (
    <>
      <PageHeader back={back} title={name} description={person?.email} />
      <ScreenTabs group="admin-user" params={{ id }} label={t('billing.user.tabsLabel')} />
      {notFound ? (
        <Alert color="gray" variant="light">
          {t('billing.user.notFound')}
        </Alert>
      ) : billing.isPending ? (
        <Stack gap="lg" aria-busy="true" aria-label={t('app.loading')}>
          <Skeleton height={140} radius="lg" />
          <Skeleton height={360} radius="lg" />
        </Stack>
      ) : billing.isError ? (
        <LoadError error={billing.error} onRetry={() => void billing.refetch()} />
      ) : (
        <Stack gap="lg" maw={1100}>
          {billing.data.organization_billing ? (
            <Alert variant="light" color="yellow" icon={<IconInfoCircle size={18} />}>
              <Stack gap={4}>
                <Text fz="sm">
                  {t('billing.user.organizationBilled', {
                    organization: billing.data.organization_billing.organization_name,
                  })}
                </Text>
                {can(session, 'manage organization') ? (
                  <Anchor
                    component={Link}
                    to={href('admin/organizations/:id/product-licenses', {
                      id: billing.data.organization_billing.organization_id,
                    })}
                    fz="sm"
                    fw={600}
                  >
                    {t('billing.user.manageSeats', {
                      organization: billing.data.organization_billing.organization_name,
                    })}
                  </Anchor>
                ) : null}
              </Stack>
            </Alert>
          ) : null}
          {billing.data.data ? (
            <BillingCard billing={billing.data.data} audience="admin">
              <BillingActions billing={billing.data.data} name={name} />
            </BillingCard>
          ) : (
            <Alert variant="light" color="blue" icon={<IconReceipt size={18} />} title={t('billing.emptyTitle')}>
              <Text fz="sm">{t('billing.personalEmptyBody')}</Text>
            </Alert>
          )}
          <SectionCard title={t('billing.formTitle')}>
            <BillingForm
              key={billing.data.data?.updated_at ?? 'new'}
              owner={{ userId: id }}
              billing={billing.data.data}
              name={name}
              start={person ? { legal_name: fullName(person), billing_email: person.email } : {}}
            />
          </SectionCard>
          {/* The personal licenses (the licensing feature's part; 'manage user'). */}
          <ScreenParts slot="admin-user-billing" userId={id} billing={billing.data} />
          {billing.data.data ? (
            <InvoicesCard path={billingInvoicesApi(billing.data.data.id)} pdfBase={invoicePdfApi} />
          ) : null}
        </Stack>
      )}
    </>
  );
}
