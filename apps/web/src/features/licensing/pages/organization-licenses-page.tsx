import { Alert, Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { can, type License, licenseList } from '@portal/contracts';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { DataTable } from '../../../components/data-table';
import { listEmpty } from '../../../components/list-toolbar';
import { OrganizationTabFrame } from '../../../components/organization-tab-frame';
import { SectionCard } from '../../../components/section-card';
import { useOrganizationBilling } from '../../../lib/organization-billing';
import { href } from '../../../lib/screens';
import { useSessionUser } from '../../../lib/session-user';
import { useListParams } from '../../../lib/use-list-params';
import { useListTable } from '../../../lib/use-list-table';
import { useCreateLicense } from '../api/create-license';
import { useDeleteLicense } from '../api/delete-license';
import { useLicenses } from '../api/get-licenses';
import { EditLicenseModal } from '../components/edit-license';
import { licenseColumns } from '../components/license-columns';
import { LicenseForm } from '../components/license-form';
import { LicenseRowActions } from '../components/license-row-actions';
import { MembersSeatsCard } from '../components/members-seats-card';

function LicensesScreen({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  // Licenses are billable: only an admin who manages billing reads the billing and adds, changes or removes
  // them (the server answers the others 403); the rest read the licenses and attach seats.
  const managesBilling = can(user, 'manage billing');
  const billing = useOrganizationBilling(organizationId, managesBilling);
  const noBilling = managesBilling && billing.isSuccess && billing.data === null;
  const list = useListParams(licenseList);
  const table = useListTable(list, useLicenses(list.params, organizationId));
  const create = useCreateLicense({ organizationId });
  const remove = useDeleteLicense();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<License | null>(null);
  const [removing, setRemoving] = useState<License | null>(null);
  const closeCreate = () => {
    create.reset();
    setCreating(false);
  };

  const createButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)} disabled={noBilling}>
      {t('licensing.licenses.create')}
    </Button>
  );

  return (
    <Stack gap="lg">
      {noBilling ? (
        <Alert variant="light" color="yellow" icon={<IconInfoCircle size={18} />}>
          <Group gap="sm" justify="space-between">
            <Text fz="sm">{t('licensing.licenses.noBilling')}</Text>
            <Anchor
              component={Link}
              to={href('admin/organizations/:id/billing-details', { id: organizationId })}
              fz="sm"
              fw={600}
            >
              {t('licensing.licenses.addBilling')}
            </Anchor>
          </Group>
        </Alert>
      ) : null}
      <SectionCard title={t('licensing.licenses.title')}>
        {managesBilling ? (
          <Group justify="flex-end" mb="md">
            {createButton}
          </Group>
        ) : null}
        <DataTable
          {...table}
          label={t('licensing.licenses.listLabel')}
          columns={licenseColumns(t, { assignedTo: false })}
          minWidth={900}
          rowActions={
            managesBilling
              ? (license) => <LicenseRowActions license={license} onEdit={setEditing} onRemove={setRemoving} />
              : undefined
          }
          empty={listEmpty(
            list,
            { title: t('licensing.licenses.noMatchTitle'), message: t('licensing.licenses.noMatchMessage') },
            { title: t('licensing.licenses.emptyTitle'), message: t('licensing.licenses.emptyMessage') },
          )}
        />
      </SectionCard>
      <MembersSeatsCard organizationId={organizationId} />
      <Modal
        opened={creating}
        onClose={closeCreate}
        title={t('licensing.licenses.form.createTitle')}
        centered
        size="lg"
        closeButtonProps={{ 'aria-label': t('form.close') }}
      >
        {creating ? (
          <LicenseForm
            mode="create"
            billing={billing.data}
            mutation={create}
            onDone={closeCreate}
            onCancel={closeCreate}
          />
        ) : null}
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
    </Stack>
  );
}

/** `admin/organizations/:id/product-licenses` ('manage organization'): the licenses, and the members to attach seats to. */
export function OrganizationLicensesPage() {
  const { id = '' } = useParams();
  return <OrganizationTabFrame>{() => <LicensesScreen organizationId={id} />}</OrganizationTabFrame>;
}
