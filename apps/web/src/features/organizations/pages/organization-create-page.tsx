import { Card } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useCreateOrganization } from '../api/create-organization';
import { ORGANIZATIONS_PATH, OrganizationsBackLink, organizationPath } from '../components/back-link';
import { OrganizationForm } from '../components/organization-form';

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
          onSuccess={(saved) => navigate(organizationPath(saved.id, 'license-manager'))}
          onCancel={() => navigate(ORGANIZATIONS_PATH)}
        />
      </Card>
    </>
  );
}
