import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { ScreenTabs } from '../../../components/screen-tabs';
import { useSessionUser } from '../../../lib/session-user';
import { AccountOverview } from '../components/account-overview';
import { ChangePasswordForm } from '../components/change-password-form';
import { DataExportPanel } from '../components/data-export-panel';
import { EmailChangeForm } from '../components/email-change-form';
import { EraseAccountPanel } from '../components/erase-account-panel';
import { MailSwitch } from '../components/mail-switch';
import { PersonalDetailsForm } from '../components/personal-details-form';
import { ProfileSection } from '../components/profile-section';
import { SessionsPanel } from '../components/sessions-panel';
import { TwoFactorBadge } from '../components/two-factor-badge';
import { TwoFactorPanel } from '../components/two-factor-panel';

export function ProfilePage() {
  const { t } = useTranslation();
  const user = useSessionUser();

  return (
    <>
      <PageHeader title={t('profile.title')} description={t('profile.subtitle')} />
      <ScreenTabs group="profile" params={{}} label={t('profile.title')} />
      <Stack gap="lg">
        <ProfileSection title={t('profile.personalDetails')}>
          {/* Keyed by user: a refreshed user (another tab saved) resets the form to the stored values. */}
          <PersonalDetailsForm key={`${user.id}:${user.first_name}:${user.last_name}:${user.language}`} />
        </ProfileSection>
        <ProfileSection title={t('profile.emails')}>
          <Stack gap="md">
            <MailSwitch setting="refresh_reminders" />
            <MailSwitch setting="practice_reminders" />
          </Stack>
        </ProfileSection>
        <ProfileSection title={t('profile.emailAddress')} description={t('profile.emailIntro')}>
          <EmailChangeForm />
        </ProfileSection>
        <ProfileSection title={t('profile.password')} description={t('profile.passwordIntro')}>
          <ChangePasswordForm />
        </ProfileSection>
        <ProfileSection title={t('profile.twoFactor')} aside={<TwoFactorBadge enabled={user.two_factor_enabled} />}>
          <TwoFactorPanel />
        </ProfileSection>
        <ProfileSection title={t('profile.sessions.title')} description={t('profile.sessions.intro')}>
          <SessionsPanel />
        </ProfileSection>
        <ProfileSection title={t('profile.dataExport.title')} description={t('profile.dataExport.intro')}>
          <DataExportPanel userId={user.id} />
        </ProfileSection>
        <ProfileSection title={t('profile.account')}>
          <AccountOverview />
        </ProfileSection>
        <ProfileSection title={t('profile.erase.title')} description={t('profile.erase.intro')}>
          <EraseAccountPanel />
        </ProfileSection>
      </Stack>
    </>
  );
}
