import { Stack, Text } from '@mantine/core';
import type { Organization } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { isNoOrganization, ManagerScreen, NoOrganization } from '../../../components/manager-screen';
import { OrganizationForm } from '../../../components/organization-form';
import { PageHeader } from '../../../components/page-header';
import { RecordPage } from '../../../components/record-page';
import { SectionCard } from '../../../components/section-card';
import { SsoSettingsCard } from '../../../components/sso-settings-card';
import { useOwnOrganization } from '../api/get-organization';
import { usePracticeReminders } from '../api/practice-reminders';
import { managerSso } from '../api/sso';
import { useUpdateOwnOrganization } from '../api/update-organization';
import { PracticeRemindersForm } from '../components/practice-reminders-form';

function EditForm({ organization }: { organization: Organization }) {
  const { t } = useTranslation();
  const update = useUpdateOwnOrganization();
  return (
    <OrganizationForm
      organization={organization}
      mutation={update}
      submitLabel={t('manager.organization.save')}
      successMessage={(saved) => t('manager.organization.saved', { name: saved.name })}
    />
  );
}

/** The inactivity reminder, below the address (its own form and save). */
function PracticeRemindersCard() {
  const { t } = useTranslation();
  const query = usePracticeReminders();
  return (
    <SectionCard title={t('manager.practiceReminders.title')} maw={820}>
      {query.isError && <Text c="red.4">{t('manager.practiceReminders.loadFailed')}</Text>}
      {query.data && <PracticeRemindersForm key={String(query.data.inactivity_days)} settings={query.data} />}
    </SectionCard>
  );
}

function OrganisationDetails() {
  const { t } = useTranslation();
  const query = useOwnOrganization();
  if (isNoOrganization(query.error)) return <NoOrganization />;
  return (
    <RecordPage query={query} title={t('manager.organization.title')} loadFailed={t('manager.organization.loadFailed')}>
      {(organization) => (
        <>
          <PageHeader
            title={t('manager.organization.title')}
            description={t('manager.organization.description', { organization: organization.name })}
          />
          <Stack gap="lg">
            <SectionCard title={t('manager.organization.formTitle')} maw={820}>
              {/* Keyed by the stored values: a save or refetch starts the form from them. */}
              <EditForm key={organization.updated_at} organization={organization} />
            </SectionCard>
            <PracticeRemindersCard />
            <SsoSettingsCard hooks={managerSso} organizationName={organization.name} />
          </Stack>
        </>
      )}
    </RecordPage>
  );
}

/**
 * `manager/organisation-details`: the own organization's name and address (the admin form's fields and rules), its
 * inactivity reminder and its single sign-on.
 */
export function OrganisationDetailsPage() {
  return <ManagerScreen>{() => <OrganisationDetails />}</ManagerScreen>;
}
