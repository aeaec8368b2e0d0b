import { Card, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUpdateOrganization } from '../api/update-organization';
import { OrganizationForm } from '../components/organization-form';
import { OrganizationFrame } from '../components/organization-frame';

function EditForm({
  id,
  organization,
}: {
  id: string;
  organization: Parameters<typeof OrganizationForm>[0]['organization'];
}) {
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

/** `admin/organizations/:id/edit`: the name and address. */
export function OrganizationEditPage() {
  const { t } = useTranslation();
  return (
    <OrganizationFrame>
      {(organization) => (
        <Card
          withBorder
          radius="lg"
          padding="lg"
          maw={820}
          component="section"
          aria-label={t('organizations.editPage.title')}
        >
          <Title order={2} fz="lg" mb="md">
            {t('organizations.editPage.title')}
          </Title>
          {/* Keyed by the stored values: a save or refetch starts the form from them. */}
          <EditForm key={organization.updated_at} id={organization.id} organization={organization} />
        </Card>
      )}
    </OrganizationFrame>
  );
}
