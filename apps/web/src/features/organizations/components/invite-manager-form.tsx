import { Button, Card, Group, Modal, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { type LicenseManagerAssignment, licenseManagerBody, type OrganizationPerson } from '@portal/contracts';
import { IconSend } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContractForm } from '../../../components/contract-form';
import { fullName } from '../../../lib/session-user';
import { useContractForm } from '../../../lib/use-contract-form';
import { useInviteLicenseManager } from '../api/invite-license-manager';

interface InviteManagerFormProps {
  organizationId: string;
  organizationName: string;
  /** The current manager: inviting someone else replaces them, so the form asks first. */
  current: OrganizationPerson | null | undefined;
}

const initialValues = { email: '', first_name: '', last_name: '' };

/**
 * Invite the license manager by email: a member of the organization becomes
 * it at once; someone new gets an invitation to choose a password (then the
 * names are needed). Replacing the current manager asks for a confirmation.
 */
export function InviteManagerForm({ organizationId, organizationName, current }: InviteManagerFormProps) {
  const { t } = useTranslation();
  const invite = useInviteLicenseManager(organizationId);
  const [confirming, setConfirming] = useState(false);

  const successMessage = (result: LicenseManagerAssignment) => {
    const name = fullName(result);
    const done = result.invited
      ? t('organizations.licenseManager.invitedNew', { email: result.email })
      : t('organizations.licenseManager.assigned', { name });
    return result.replaced
      ? `${done} ${t('organizations.licenseManager.replacedNotice', { name: fullName(result.replaced) })}`
      : done;
  };

  const cf = useContractForm(licenseManagerBody, {
    initialValues,
    mutation: invite,
    successMessage,
    // Ready for the next invitation, and nothing "unsaved" to ask about when leaving.
    onSuccess: () => {
      cf.form.setValues(initialValues);
      cf.form.resetDirty(initialValues);
    },
  });

  // With a manager in place, a valid form first asks whether to replace them.
  const submit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (current && !confirming) {
      if (!cf.form.validate().hasErrors) setConfirming(true);
      return;
    }
    setConfirming(false);
    cf.onSubmit();
  };

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={t('organizations.licenseManager.invite')}>
      <Title order={2} fz="lg" mb={4}>
        {current ? t('organizations.licenseManager.replace') : t('organizations.licenseManager.invite')}
      </Title>
      <Text c="dimmed" fz="sm" mb="md">
        {t('organizations.licenseManager.inviteHint')}
      </Text>
      <ContractForm form={{ ...cf, onSubmit: submit }}>
        <TextInput
          {...cf.form.getInputProps('email')}
          label={t('organizations.licenseManager.email')}
          type="email"
          autoComplete="off"
          required
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            {...cf.form.getInputProps('first_name')}
            label={t('organizations.licenseManager.firstName')}
            description={t('organizations.licenseManager.namesHint')}
            autoComplete="off"
          />
          <TextInput
            {...cf.form.getInputProps('last_name')}
            label={t('organizations.licenseManager.lastName')}
            description={t('organizations.licenseManager.namesHint')}
            autoComplete="off"
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button {...cf.submitProps} leftSection={<IconSend size={16} />}>
            {current ? t('organizations.licenseManager.replaceSubmit') : t('organizations.licenseManager.inviteSubmit')}
          </Button>
        </Group>
      </ContractForm>
      <Modal
        closeButtonProps={{ 'aria-label': t('form.close') }}
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('organizations.licenseManager.replaceTitle')}
        centered
      >
        <Stack gap="md">
          <Text fz="sm">
            {t('organizations.licenseManager.replaceBody', {
              current: current ? fullName(current) : '',
              email: cf.form.values.email.trim(),
              organization: organizationName,
            })}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              {t('form.cancel')}
            </Button>
            <Button onClick={() => submit()}>{t('organizations.licenseManager.replaceConfirm')}</Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
