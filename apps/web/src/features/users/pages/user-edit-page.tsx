import { Alert, Button, Stack, Text } from '@mantine/core';
import { lackedFor } from '@portal/contracts';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { RecordPage } from '../../../components/record-page';
import { ScreenTabs } from '../../../components/screen-tabs';
import { SectionCard as Section } from '../../../components/section-card';
import { formatDate } from '../../../lib/format';
import { fullName, useSessionUser } from '../../../lib/session-user';
import { useUser } from '../api/get-user';
import { UsersBackLink, usersHome } from '../components/back-link';
import { DeleteUserModal } from '../components/delete-user-modal';
import { EraseUserModal } from '../components/erase-user-modal';
import { ExportDataSection } from '../components/export-data-section';
import { lackedKey } from '../components/roles';
import { SecuritySection } from '../components/security-section';
import { UserEditForm } from '../components/user-edit-form';

/** `admin/users/:id/edit`, and `admin/organizations/:orgId/user/:id/edit` with a way back to the organization. */
export function UserEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useSessionUser();
  const { id = '', orgId } = useParams();
  const query = useUser(id);
  const [deleting, setDeleting] = useState(false);
  const [erasing, setErasing] = useState(false);
  const back = <UsersBackLink orgId={orgId} />;

  return (
    <RecordPage
      query={query}
      title={t('users.editPage.title')}
      back={back}
      notFound={t('users.editPage.notFound')}
      loadFailed={t('users.editPage.loadFailed')}
    >
      {(user) => {
        // The user holds what the signed-in admin lacks: shown, but not changed (the server refuses too).
        const lacked = lackedFor(me, user);
        const lackedLabel = lacked ? lackedKey(lacked) : null;
        return (
          <>
            <PageHeader
              back={back}
              title={fullName(user)}
              description={`${user.email} · ${t('users.editPage.created', { date: formatDate(user.created_at) })}`}
            />
            <ScreenTabs group="admin-user" params={{ id: user.id }} label={t('users.editPage.title')} />
            <Stack gap="lg" maw={820}>
              {lacked && (
                <Alert color="gray" variant="light" icon={<IconLock size={18} />}>
                  {t('users.editPage.stronger', {
                    name: fullName(user),
                    level: lackedLabel ? t(lackedLabel) : lacked,
                  })}
                </Alert>
              )}
              <Section title={t('users.editPage.details')}>
                {/* Keyed by the loaded user: a save or refetch starts the form from the stored values. */}
                <UserEditForm
                  key={user.id}
                  user={user}
                  organizationLocked={Boolean(orgId)}
                  readOnly={Boolean(lacked)}
                />
              </Section>
              <Section title={t('users.security.title')}>
                <SecuritySection user={user} readOnly={Boolean(lacked)} />
              </Section>
              {!lacked && (
                <Section title={t('users.dataExport.title')}>
                  <ExportDataSection user={user} />
                </Section>
              )}
              {!lacked && (
                <Section title={t('users.erase.section')} danger>
                  <Stack gap="sm" align="flex-start">
                    <Text c="dimmed" fz="sm">
                      {t('users.erase.sectionBody')}
                    </Text>
                    <Button color="red" variant="light" onClick={() => setErasing(true)}>
                      {t('users.erase.button')}
                    </Button>
                  </Stack>
                </Section>
              )}
              {!lacked && (
                <Section title={t('users.delete.section')} danger>
                  <Stack gap="sm" align="flex-start">
                    <Text c="dimmed" fz="sm">
                      {t('users.delete.sectionBody')}
                    </Text>
                    <Button color="red" variant="light" onClick={() => setDeleting(true)}>
                      {t('users.delete.button')}
                    </Button>
                  </Stack>
                </Section>
              )}
            </Stack>
            <EraseUserModal
              user={erasing ? user : null}
              onClose={() => setErasing(false)}
              onErased={() => navigate(usersHome(orgId), { replace: true })}
            />
            <DeleteUserModal
              user={deleting ? user : null}
              onClose={() => setDeleting(false)}
              onDeleted={() => navigate(usersHome(orgId), { replace: true })}
            />
          </>
        );
      }}
    </RecordPage>
  );
}
