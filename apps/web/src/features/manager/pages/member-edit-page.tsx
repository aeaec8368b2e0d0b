import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import {
  MANAGER_MEMBER_ROLES,
  type ManagerMember,
  type ManagerMemberRole,
  managerMemberUpdateBody,
} from '@portal/contracts';
import { IconInfoCircle, IconSend, IconUserOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AccountStatusBadge } from '../../../components/account-status-badge';
import { ContractForm } from '../../../components/contract-form';
import { ManagerScreen } from '../../../components/manager-screen';
import { PageHeader } from '../../../components/page-header';
import { RecordPage } from '../../../components/record-page';
import { RoleBadges } from '../../../components/role-badges';
import { SectionCard } from '../../../components/section-card';
import { formatDate } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useManagerMember as useMember } from '../../../lib/organization-members';
import { fullName, useSessionUser } from '../../../lib/session-user';
import { useContractForm } from '../../../lib/use-contract-form';
import { useResendInvitation } from '../api/resend-invitation';
import { useUpdateMember } from '../api/update-member';
import { AccountDetailsBackLink } from '../components/back-link';
import { DeactivateMemberModal } from '../components/deactivate-member-modal';
import { MemberFields } from '../components/member-fields';

/** A manager changes trainees and trainers only (the server answers 403 `member_not_editable` for anyone else). */
const isEditable = (member: ManagerMember) =>
  member.roles.length > 0 && member.roles.every((role) => (MANAGER_MEMBER_ROLES as readonly string[]).includes(role));

const roleOf = (member: ManagerMember): ManagerMemberRole => (member.roles.includes('trainer') ? 'trainer' : 'trainee');

function EditForm({ member }: { member: ManagerMember }) {
  const { t } = useTranslation();
  const update = useUpdateMember(member.id);
  const cf = useContractForm(managerMemberUpdateBody, {
    initialValues: { first_name: member.first_name, last_name: member.last_name, role: roleOf(member) },
    mutation: update,
    successMessage: (saved) => t('manager.edit.saved', { name: fullName(saved) }),
  });
  return (
    <ContractForm form={cf}>
      <MemberFields inputProps={(field) => cf.form.getInputProps(field)} />
      <Group justify="flex-end" mt="sm">
        <Button {...cf.submitProps}>{t('manager.edit.save')}</Button>
      </Group>
    </ContractForm>
  );
}

function Invitation({ member }: { member: ManagerMember }) {
  const { t } = useTranslation();
  const resend = useResendInvitation();
  return (
    <SectionCard title={t('manager.edit.invitation')}>
      <Stack gap="sm" align="flex-start">
        <Text c="dimmed" fz="sm">
          {t('manager.edit.invitationBody', { name: fullName(member), email: member.email })}
        </Text>
        <Button
          variant="light"
          leftSection={<IconSend size={16} />}
          loading={resend.isPending}
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(member.id, {
              onSuccess: (sent) => notifySuccess(t('manager.edit.resent', { email: sent.email })),
            })
          }
        >
          {t('manager.edit.resend')}
        </Button>
      </Stack>
    </SectionCard>
  );
}

function MemberEditor({ member }: { member: ManagerMember }) {
  const { t } = useTranslation();
  const me = useSessionUser();
  const [deactivating, setDeactivating] = useState(false);
  const name = fullName(member);
  const editable = isEditable(member) && member.id !== me.id;
  const lastSignIn = member.last_signed_in_at
    ? t('manager.edit.lastSignedIn', { date: formatDate(member.last_signed_in_at) })
    : t('manager.edit.neverSignedIn');

  return (
    <>
      <PageHeader
        back={<AccountDetailsBackLink />}
        title={name}
        description={`${member.email} · ${t('manager.edit.memberSince', { date: formatDate(member.created_at) })} · ${lastSignIn}`}
      />
      <Stack gap="lg" maw={820}>
        <Group gap={6} mt={-16}>
          <RoleBadges roles={member.roles} />
          <AccountStatusBadge status={member.status} />
        </Group>
        {!editable && (
          <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />}>
            {member.id === me.id ? t('manager.edit.self') : t('manager.edit.notEditable', { name })}
          </Alert>
        )}
        {editable && member.status === 'deactivated' && (
          <Alert color="gray" variant="light" icon={<IconUserOff size={18} />}>
            {t('manager.edit.deactivatedNotice', { name })}
          </Alert>
        )}
        {editable && (
          <SectionCard title={t('manager.edit.details')}>
            {/* Keyed by the stored values: a save or refetch starts the form from them. */}
            <EditForm key={`${member.first_name}|${member.last_name}|${roleOf(member)}`} member={member} />
          </SectionCard>
        )}
        {editable && member.status === 'inactive' && <Invitation member={member} />}
        {editable && member.status !== 'deactivated' && (
          <SectionCard title={t('manager.edit.deactivateSection')} danger>
            <Stack gap="sm" align="flex-start">
              <Text c="dimmed" fz="sm">
                {t('manager.edit.deactivateBody')}
              </Text>
              <Button
                color="red"
                variant="light"
                leftSection={<IconUserOff size={16} />}
                onClick={() => setDeactivating(true)}
              >
                {t('manager.edit.deactivate')}
              </Button>
            </Stack>
          </SectionCard>
        )}
      </Stack>
      <DeactivateMemberModal member={deactivating ? member : null} onClose={() => setDeactivating(false)} />
    </>
  );
}

function MemberEdit() {
  const { t } = useTranslation();
  const { userId = '' } = useParams();
  const query = useMember(userId);
  return (
    <RecordPage
      query={query}
      title={t('manager.edit.title')}
      back={<AccountDetailsBackLink />}
      notFound={t('manager.edit.notFound')}
      forbidden={t('manager.edit.forbidden')}
      loadFailed={t('manager.edit.loadFailed')}
    >
      {(member) => <MemberEditor member={member} />}
    </RecordPage>
  );
}

/** `manager/user/:userId/edit`: names and role, the invitation again, deactivation. */
export function MemberEditPage() {
  return <ManagerScreen>{() => <MemberEdit />}</ManagerScreen>;
}
