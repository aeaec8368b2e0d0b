import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { PageHeader } from '../../../components/page-header';
import { RecordPage } from '../../../components/record-page';
import { ScreenTabs } from '../../../components/screen-tabs';
import { href, useScreenSubject } from '../../../lib/screens';
import { useSessionUser } from '../../../lib/session-user';
import { useOrganization } from '../api/get-organization';
import { InactiveMembersCard } from '../components/inactive-members-card';
import { TeamHoursChart } from '../components/team-hours-chart';
import { TeamTable } from '../components/team-table';
import { type Team, teamOf } from '../subject';

function TeamFigures({ team }: { team: Team }) {
  return (
    <Stack gap="lg">
      <TeamHoursChart team={team} />
      {team.kind === 'manager' && <InactiveMembersCard team={team} />}
      <TeamTable team={team} />
    </Stack>
  );
}

/**
 * Team performance: `manager/organization-dashboard` (the manager's own organization), the admin's
 * organization tab `admin/organizations/:id/dashboard`, and a trainer's `trainee/team`, read-only.
 */
export function TeamPage() {
  const params = useParams();
  return <TeamDashboard team={teamOf(useScreenSubject(), params)} />;
}

/** The team's hours per week and its members' table, under the organization's header. */
export function TeamDashboard({ team }: { team: Team }) {
  const { t } = useTranslation();
  const params = useParams();
  const user = useSessionUser();
  const organization = useOrganization(params.id ?? '', team.kind === 'admin');

  if (team.kind === 'admin') {
    const back = <BackLink to={href('admin/organizations')}>{t('analytics.team.backToOrganizations')}</BackLink>;
    return (
      <RecordPage query={organization} title={t('analytics.team.title')} back={back}>
        {(record) => (
          <>
            <PageHeader back={back} title={record.name} description={t('analytics.team.description')} />
            <ScreenTabs group="admin-organization" params={{ id: record.id }} label={t('analytics.team.tabsLabel')} />
            <TeamFigures team={team} />
          </>
        )}
      </RecordPage>
    );
  }
  return (
    <>
      <PageHeader
        title={t('analytics.team.title')}
        description={
          team.kind === 'trainer'
            ? t('analytics.team.trainerDescription')
            : user.organization
              ? t('analytics.team.organizationDescription', { organization: user.organization.name })
              : t('analytics.team.description')
        }
      />
      {user.organization ? (
        <TeamFigures team={team} />
      ) : (
        <Alert color="gray" variant="light">
          {t('analytics.team.noOrganization')}
        </Alert>
      )}
    </>
  );
}
