import { Alert, Anchor, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { can, type License } from '@portal/contracts';
import { IconInfoCircle, IconPlus, IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { DataTable } from '../../../components/data-table';
import { InvoicesCard } from '../../../components/invoices-card';
import { PageHeader } from '../../../components/page-header';
import { ScreenTabs } from '../../../components/screen-tabs';
import { SectionCard } from '../../../components/section-card';
import { isApiError } from '../../../lib/api-error';
import { href } from '../../../lib/screens';
import { fullName, useSessionUser } from '../../../lib/session-user';
import { billingInvoicesApi, invoicePdfApi } from '../api/billing-invoices';
import { useDeleteLicense } from '../api/delete-license';
import { useCreateUserLicense, useUser, useUserBilling, useUserLicenses } from '../api/user-licensing';
import { BillingForm } from '../components/billing-form';
import { BillingStatusCard } from '../components/billing-status-card';
import { EditLicenseModal } from '../components/edit-license';
import { licenseColumns } from '../components/license-columns';
import { LicenseForm } from '../components/license-form';
import { LicenseRowActions } from '../components/license-row-actions';
import { LoadError } from '../components/load-error';

/** The user's personal licenses ('manage user' reads them; adding, editing and removing them is 'manage billing'). */
function PersonalLicenses({ userId, canAdd }: { userId: string; canAdd: boolean }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const licenses = useUserLicenses(userId);
  const create = useCreateUserLicense(userId);
  const remove = useDeleteLicense();
  const editable = can(user, 'manage billing');
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<License | null>(null);
  const [removing, setRemoving] = useState<License | null>(null);
  const closeCreate = () => {
    create.reset();
    setCreating(false);
  };
  const records = licenses.data?.licenses;

  return (
    <SectionCard title={t('licensing.userLicenses.personalTitle')}>
      {canAdd ? (
        <Group justify="space-between" mb="md">
          <Text fz="sm" c="dimmed">
            {t('licensing.userLicenses.attachedToOwner')}
          </Text>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            {t('licensing.userLicenses.create')}
          </Button>
        </Group>
      ) : null}
      <DataTable
        label={t('licensing.userLicenses.personalTitle')}
        columns={licenseColumns(t, { assignedTo: false })}
        records={records}
        loading={licenses.isPending}
        error={licenses.error}
        onRetry={() => void licenses.refetch()}
        page={1}
        perPage={Math.max(records?.length ?? 0, 1)}
        onPageChange={() => undefined}
        minWidth={900}
        rowActions={
          editable
            ? (license) => <LicenseRowActions license={license} onEdit={setEditing} onRemove={setRemoving} />
            : undefined
        }
        empty={{ title: t('licensing.userLicenses.personalNone') }}
      />
      <Modal
        opened={creating}
        onClose={closeCreate}
        title={t('licensing.userLicenses.create')}
        centered
        size="lg"
        closeButtonProps={{ 'aria-label': t('form.close') }}
      >
        {creating ? <LicenseForm mode="create" mutation={create} onDone={closeCreate} onCancel={closeCreate} /> : null}
      </Modal>
      <EditLicenseModal license={editing} onClose={() => setEditing(null)} />
      <ConfirmDeleteModal
        target={removing}
        mutation={remove}
        variables={(license) => license.id}
        title={(license) => t('licensing.licenses.delete.title', { name: license.product.name })}
        body={(license) => t('licensing.licenses.delete.body', { name: license.product.name })}
        confirmLabel={t('licensing.licenses.delete.confirm')}
        doneMessage={(license) => t('licensing.licenses.delete.done', { name: license.product.name })}
        errorTitle={t('licensing.licenses.delete.refused')}
        onClose={() => setRemoving(null)}
      />
    </SectionCard>
  );
}

/**
 * `admin/users/:id/billing-details` ('manage billing', entity type USER): the personal billing profile,
 * its period and actions, and the personal licenses. A member of an organization billed as an
 * organization is told that their seats come from the organization's licenses.
 */
export function UserBillingPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const session = useSessionUser();
  const user = useUser(id);
  const billing = useUserBilling(id);
  const back = <BackLink to={href('admin/users')}>{t('licensing.user.back')}</BackLink>;
  const person = user.data;
  const name = person ? fullName(person) : (billing.data?.data?.entity_name ?? t('licensing.user.title'));
  const notFound =
    (isApiError(billing.error) && billing.error.status === 404) ||
    (isApiError(user.error) && user.error.status === 404);

  return (
    <>
      <PageHeader back={back} title={name} description={person?.email} />
      <ScreenTabs group="admin-user" params={{ id }} label={t('licensing.user.tabsLabel')} />
      {notFound ? (
        <Alert color="gray" variant="light">
          {t('licensing.user.notFound')}
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
                  {t('licensing.user.organizationBilled', {
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
                    {t('licensing.userLicenses.manageSeats', {
                      organization: billing.data.organization_billing.organization_name,
                    })}
                  </Anchor>
                ) : null}
              </Stack>
            </Alert>
          ) : null}
          {billing.data.data ? (
            <BillingStatusCard billing={billing.data.data} name={name} />
          ) : (
            <Alert
              variant="light"
              color="blue"
              icon={<IconReceipt size={18} />}
              title={t('licensing.billing.emptyTitle')}
            >
              <Text fz="sm">{t('licensing.billing.personalEmptyBody')}</Text>
            </Alert>
          )}
          <SectionCard title={t('licensing.billing.formTitle')}>
            <BillingForm
              key={billing.data.data?.updated_at ?? 'new'}
              owner={{ userId: id }}
              billing={billing.data.data}
              name={name}
              start={person ? { legal_name: fullName(person), billing_email: person.email } : {}}
            />
          </SectionCard>
          {billing.data.data && !billing.data.organization_billing && can(session, 'manage user') ? (
            <PersonalLicenses userId={id} canAdd={billing.data.data.status === 'active'} />
          ) : null}
          {billing.data.data ? (
            <InvoicesCard path={billingInvoicesApi(billing.data.data.id)} pdfBase={invoicePdfApi} />
          ) : null}
        </Stack>
      )}
    </>
  );
}
