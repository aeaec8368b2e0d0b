import { Button, Group, Modal, Text } from '@mantine/core';
import { can, type License } from '@portal/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { DataTable } from '../../../components/data-table';
import { SectionCard } from '../../../components/section-card';
import type { ScreenPartProps } from '../../../lib/screens';
import { useSessionUser } from '../../../lib/session-user';
import { useDeleteLicense } from '../api/delete-license';
import { useCreateUserLicense, useUserLicenses } from '../api/user-licensing';
import { EditLicenseModal } from './edit-license';
import { licenseColumns } from './license-columns';
import { LicenseForm } from './license-form';
import { LicenseRowActions } from './license-row-actions';

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
 * The part of a user's billing tab (`admin-user-billing`, 'manage user') that is licensing's: the personal
 * licenses, once the user has a personal billing and is not billed through an organization.
 */
export function PersonalLicensesPart({ userId, billing }: ScreenPartProps['admin-user-billing']) {
  if (!billing.data || billing.organization_billing) return null;
  return <PersonalLicenses userId={userId} canAdd={billing.data.status === 'active'} />;
}
