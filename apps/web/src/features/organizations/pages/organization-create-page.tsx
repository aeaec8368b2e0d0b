import { Card } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { OrganizationForm } from '../../../components/organization-form';
import { PageHeader } from '../../../components/page-header';
import { href } from '../../../lib/screens';
import { useCreateOrganization } from '../api/create-organization';
import { OrganizationsBackLink } from '../components/organization-frame';

/** `admin/organizations/create`; afterwards straight on to inviting its license manager. */
export function OrganizationCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateOrganization();

  return (
    <>
      <PageHeader
        back={<OrganizationsBackLink />}
        title={t('organizations.createPage.title')}
        description={t('organizations.createPage.description')}
      />
      <Card withBorder radius="lg" padding="lg" maw={820}>
        <OrganizationForm
          mutation={create}
          submitLabel={t('organizations.createPage.submit')}
          successMessage={(saved) => t('organizations.createPage.created', { name: saved.name })}
          onSuccess={(saved) => navigate(href('admin/organizations/:id/license-manager', { id: saved.id }))}
          onCancel={() => navigate(href('admin/organizations'))}
        />
      </Card>
    </>
  );
}
