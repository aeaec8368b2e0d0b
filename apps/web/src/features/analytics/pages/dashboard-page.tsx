import { Alert, SimpleGrid } from '@mantine/core';
import { gettingStartedVariant, hasRole, inSection } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { RecordPage } from '../../../components/record-page';
import { useSessionUser } from '../../../lib/session-user';
import { useAdminDashboard } from '../api/get-admin-dashboard';
import { formatDuration } from '../components/format';
import { StatCard } from '../components/stat-card';
import { OverviewPage } from './overview-page';
import { TeamDashboard } from './team-page';

/** The admin's platform figures (`GET /api/admin/dashboard`). */
function PlatformFigures() {
  const { t } = useTranslation();
  const query = useAdminDashboard(true);
  return (
    <RecordPage query={query} title={t('analytics.dashboard.title')}>
      {(figures) => (
        <>
          <PageHeader title={t('analytics.dashboard.title')} description={t('analytics.dashboard.adminDescription')} />
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            <StatCard label={t('analytics.dashboard.organizations')} value={figures.organizations} />
            <StatCard label={t('analytics.dashboard.activeSeats')} value={figures.active_seats} />
            <StatCard
              label={t('analytics.dashboard.hoursThisMonth')}
              value={formatDuration(figures.training_hours_this_month * 3600)}
            />
            <StatCard label={t('analytics.dashboard.activeTrainees')} value={figures.active_trainees} />
          </SimpleGrid>
        </>
      )}
    </RecordPage>
  );
}

/**
 * `dashboard`: each role's own. An admin sees the platform's figures, a license manager their team, a
 * trainee (user, trainer) their overview; the first of these the user holds, in the getting-started order.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const variant = gettingStartedVariant(user);
  if (variant === 'admin') return <PlatformFigures />;
  if (variant === 'manager') return <TeamDashboard team={{ kind: 'manager' }} />;
  if (inSection(user, 'trainee') || hasRole(user, 'user')) return <OverviewPage />;
  return (
    <>
      <PageHeader title={t('analytics.dashboard.title')} />
      <Alert color="gray" variant="light">
        {t('analytics.dashboard.none')}
      </Alert>
    </>
  );
}
