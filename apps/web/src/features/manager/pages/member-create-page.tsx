import { Button, Card, Group } from '@mantine/core';
import { type ManagerMemberRole, managerInviteBody } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ContractForm } from '../../../components/contract-form';
import { ManagerScreen } from '../../../components/manager-screen';
import { PageHeader } from '../../../components/page-header';
import { href } from '../../../lib/screens';
import { useContractForm } from '../../../lib/use-contract-form';
import { useInviteMember } from '../api/invite-member';
import { AccountDetailsBackLink } from '../components/back-link';
import { MemberFields } from '../components/member-fields';

function InviteForm({ organizationName }: { organizationName: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const invite = useInviteMember();
  const back = href('manager/account-details');
  const cf = useContractForm(managerInviteBody, {
    initialValues: { email: '', first_name: '', last_name: '', role: 'trainee' as ManagerMemberRole },
    mutation: invite,
    successMessage: (member) => t('manager.invite.sent', { email: member.email }),
    onSuccess: () => navigate(back),
  });

  return (
    <>
      <PageHeader
        back={<AccountDetailsBackLink />}
        title={t('manager.invite.title')}
        description={`${organizationName} · ${t('manager.invite.description')}`}
      />
      <Card withBorder radius="lg" padding="lg" maw={720} component="section" aria-label={t('manager.invite.title')}>
        <ContractForm form={cf}>
          <MemberFields inputProps={(field) => cf.form.getInputProps(field)} withEmail />
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={() => navigate(back)}>
              {t('manager.invite.cancel')}
            </Button>
            <Button {...cf.submitProps}>{t('manager.invite.submit')}</Button>
          </Group>
        </ContractForm>
      </Card>
    </>
  );
}

/** `manager/user/create`: invite a trainee or trainer into the own organization. */
export function MemberCreatePage() {
  return <ManagerScreen>{(organization) => <InviteForm organizationName={organization.name} />}</ManagerScreen>;
}
