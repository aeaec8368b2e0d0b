import { Button, Stack, Text } from '@mantine/core';
import type { Organization } from '@portal/contracts';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { OrganizationForm } from '../../../components/organization-form';
import { SectionCard } from '../../../components/section-card';
import { href } from '../../../lib/screens';
import { useDeleteOrganization } from '../api/delete-organization';
import { useUpdateOrganization } from '../api/update-organization';
import { InvitationLimitForm } from '../components/invitation-limit-form';
import { OrganizationFrame } from '../components/organization-frame';

function EditForm({ id, organization }: { id: string; organization: Organization }) {
  const { t } = useTranslation();
  const update = useUpdateOrganization(id);
  return (
    <OrganizationForm
      organization={organization}
      mutation={update}
      submitLabel={t('organizations.editPage.submit')}
      successMessage={(saved) => t('organizations.editPage.saved', { name: saved.name })}
    />
  );
}

/** Deleting, with a question first; a refusal (members left: 409) shows the server's reason in the question. */
function DeleteSection({ organization }: { organization: Organization }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteOrganization();
  const [deleting, setDeleting] = useState<Organization | null>(null);
  return (
    <SectionCard title={t('organizations.delete.section')} maw={820} danger>
      <Stack gap="sm" align="flex-start">
        <Text c="dimmed" fz="sm">
          {t('organizations.delete.sectionBody')}
        </Text>
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} />}
          onClick={() => setDeleting(organization)}
        >
          {t('organizations.delete.button')}
        </Button>
      </Stack>
      <ConfirmDeleteModal
        target={deleting}
        mutation={remove}
        variables={(target) => target.id}
        title={(target) => t('organizations.delete.title', { name: target.name })}
        body={(target) => t('organizations.delete.body', { name: target.name })}
        confirmLabel={t('organizations.delete.confirm')}
        doneMessage={(target) => t('organizations.delete.done', { name: target.name })}
        errorTitle={t('organizations.delete.refused')}
        onClose={() => setDeleting(null)}
        onDeleted={() => navigate(href('admin/organizations'), { replace: true })}
      />
    </SectionCard>
  );
}

/** `admin/organizations/:id/edit`: the name and address, the daily invitation limit, and deleting an empty organization. */
export function OrganizationEditPage() {
  const { t } = useTranslation();
  return (
    <OrganizationFrame>
      {(organization) => (
        <Stack gap="lg">
          <SectionCard title={t('organizations.editPage.title')} maw={820}>
            {/* Keyed by the stored values: a save or refetch starts the form from them. */}
            <EditForm key={organization.updated_at} id={organization.id} organization={organization} />
          </SectionCard>
          <SectionCard title={t('organizations.invitationLimit.title')} maw={820}>
            <InvitationLimitForm key={organization.updated_at} organization={organization} />
          </SectionCard>
          <DeleteSection organization={organization} />
        </Stack>
      )}
    </OrganizationFrame>
  );
}
