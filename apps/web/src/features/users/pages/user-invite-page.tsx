import { Button, Card, Group } from '@mantine/core';
import { inviteUserBody } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ContractForm } from '../../../components/contract-form';
import { PageHeader } from '../../../components/page-header';
import { organizationOptions, useOptionLabel } from '../../../lib/options';
import { useContractForm } from '../../../lib/use-contract-form';
import { useInviteUser } from '../api/invite-user';
import { UsersBackLink, usersHome } from '../components/back-link';
import { INVITE_ROLES, type InviteRole, needsOrganization } from '../components/roles';
import { UserIdentityFields } from '../components/user-identity-fields';

/** `admin/users/invite`, and `admin/organizations/:orgId/user/create` with the organization preset. */
export function UserInvitePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { orgId } = useParams();
  const invite = useInviteUser();
  const organization = useOptionLabel(organizationOptions, orgId, true).data;
  const backTo = usersHome(orgId);

  const cf = useContractForm(inviteUserBody, {
    initialValues: {
      email: '',
      first_name: '',
      last_name: '',
      role: 'trainee' as InviteRole,
      organization_id: (orgId ?? null) as string | null,
    },
    extraValidate: (values) => ({
      organization_id: needsOrganization(values.role) && !values.organization_id ? 'validation.required' : undefined,
    }),
    mutation: invite,
    successMessage: (user) => t('users.invitePage.sent', { email: user.email }),
    onSuccess: () => navigate(backTo),
  });

  return (
    <>
      <PageHeader
        back={<UsersBackLink orgId={orgId} />}
        title={organization ? t('users.invitePage.titleInOrganization', { organization }) : t('users.invitePage.title')}
        description={t('users.invitePage.description')}
      />
      <Card withBorder radius="lg" padding="lg" maw={720}>
        <ContractForm form={cf}>
          <UserIdentityFields
            inputProps={(field) => cf.form.getInputProps(field)}
            // In an organization only its roles make sense.
            roles={orgId ? INVITE_ROLES.filter(needsOrganization) : INVITE_ROLES}
            role={cf.form.values.role}
            organizationLocked={Boolean(orgId)}
          />
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={() => navigate(backTo)}>
              {t('users.cancel')}
            </Button>
            <Button {...cf.submitProps}>{t('users.invitePage.submit')}</Button>
          </Group>
        </ContractForm>
      </Card>
    </>
  );
}
