import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import {
  type LicenseManagerAssignment,
  licenseManagerHandoverBody,
  MANAGER_MEMBER_ROLES,
  type ManagerMember,
} from '@portal/contracts';
import { IconArrowsExchange } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ContractForm } from '../../../components/contract-form';
import { SearchableSelect } from '../../../components/searchable-select';
import type { OptionSource } from '../../../lib/options';
import { managerMembersApi as membersApi } from '../../../lib/organization-members';
import { fullName } from '../../../lib/session-user';
import { useContractForm } from '../../../lib/use-contract-form';
import { useHandOver } from '../api/hand-over';
import { managerQueryKey } from '../api/keys';

/**
 * Who may take over: active trainees and trainers of the organization, searched
 * on the server (`GET /api/manager/members`, active only); the manager themself
 * and an admin placed in the organization are left out.
 */
export const handoverCandidates: OptionSource = {
  resource: managerQueryKey[0],
  path: membersApi,
  filter: { status: 'active' },
  sort: 'last_name',
  label: (row: ManagerMember) => `${fullName(row)} (${row.email})`,
  keep: (row: ManagerMember) =>
    row.roles.length > 0 && row.roles.every((role) => (MANAGER_MEMBER_ROLES as readonly string[]).includes(role)),
};

/** The contract's body, with "required" for an empty choice (rather than "not a member"). */
const handoverForm = z.strictObject({
  user_id: z.string().min(1, { error: 'validation.required' }).pipe(licenseManagerHandoverBody.shape.user_id),
});

interface HandoverFormProps {
  organizationName: string;
  /** After the handover: the caller is no longer a manager (the page refreshes the session and leaves). */
  onHandedOver: (result: LicenseManagerAssignment) => void;
}

/**
 * Hand the license manager role to another active member. A chosen member
 * first gets a question that says what follows (the caller loses the section,
 * both get a mail); a 422 on `user_id` shows under the picker.
 */
export function HandoverForm({ organizationName, onHandedOver }: HandoverFormProps) {
  const { t } = useTranslation();
  const handOver = useHandOver();
  const [confirming, setConfirming] = useState(false);
  // The chosen member's name, for the question (the picker knows its label; the form keeps the id).
  const [chosen, setChosen] = useState('');

  const cf = useContractForm(handoverForm, {
    initialValues: { user_id: '' },
    mutation: handOver,
    successMessage: (result) =>
      t('manager.licenseManager.done', { name: fullName(result), organization: organizationName }),
    onSuccess: (result) => onHandedOver(result),
  });

  const submit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (!confirming) {
      if (!cf.form.validate().hasErrors) setConfirming(true);
      return;
    }
    setConfirming(false);
    cf.onSubmit();
  };
  // The label is "Name (email)": the question names the person.
  const name = chosen.replace(/ \([^)]*\)$/, '');

  return (
    <>
      <ContractForm form={{ ...cf, onSubmit: submit }}>
        <SearchableSelect
          {...cf.form.getInputProps('user_id')}
          value={cf.form.values.user_id || null}
          onChange={(value, label) => {
            cf.form.setFieldValue('user_id', value ?? '');
            setChosen(label ?? '');
          }}
          source={handoverCandidates}
          label={t('manager.licenseManager.member')}
          placeholder={t('manager.licenseManager.memberPlaceholder')}
          nothingFoundMessage={t('manager.licenseManager.noMembers')}
          required
        />
        <Group justify="flex-end">
          <Button {...cf.submitProps} leftSection={<IconArrowsExchange size={16} />}>
            {t('manager.licenseManager.submit')}
          </Button>
        </Group>
      </ContractForm>
      <Modal
        closeButtonProps={{ 'aria-label': t('form.close') }}
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('manager.licenseManager.confirmTitle')}
        centered
      >
        <Stack gap="md">
          <Text fz="sm">{t('manager.licenseManager.confirmBody', { name, organization: organizationName })}</Text>
          <List fz="sm" spacing={6}>
            <List.Item>
              {t('manager.licenseManager.consequences.section', { organization: organizationName })}
            </List.Item>
            <List.Item>{t('manager.licenseManager.consequences.mail', { name })}</List.Item>
            <List.Item>{t('manager.licenseManager.consequences.back', { name })}</List.Item>
          </List>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              {t('form.cancel')}
            </Button>
            <Button color="red" onClick={() => submit()}>
              {t('manager.licenseManager.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
