import { Button, Group, TextInput } from '@mantine/core';
import { invitationLimitBody, type Organization } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { ContractForm } from '../../../components/contract-form';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSetInvitationLimit } from '../api/set-invitation-limit';

/** The invitations the organization's managers may send per day; empty is the portal's default. */
export function InvitationLimitForm({ organization }: { organization: Organization }) {
  const { t } = useTranslation();
  const save = useSetInvitationLimit(organization.id);
  const cf = useContractForm(invitationLimitBody, {
    initialValues: { invitation_limit: organization.invitation_limit?.toString() ?? '' },
    mutation: save,
    successMessage: (saved) => t('organizations.invitationLimit.saved', { name: saved.name }),
  });
  return (
    <ContractForm form={cf}>
      <TextInput
        label={t('organizations.invitationLimit.label')}
        description={t('organizations.invitationLimit.description')}
        inputMode="numeric"
        maw={320}
        {...cf.form.getInputProps('invitation_limit')}
      />
      <Group justify="flex-end" mt="sm">
        <Button {...cf.submitProps}>{t('organizations.invitationLimit.submit')}</Button>
      </Group>
    </ContractForm>
  );
}
