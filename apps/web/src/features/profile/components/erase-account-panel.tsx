import { Box, Button, Group, List, Stack, Text } from '@mantine/core';
import { currentPassword } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { ContractForm } from '../../../components/contract-form';
import { PasswordField } from '../../../components/password-field';
import { href } from '../../../lib/screens';
import { useContractForm } from '../../../lib/use-contract-form';
import { useEraseAccount } from '../api/erase-account';

const schema = z.object({ password: currentPassword() });

/** "Erase my account" (GDPR art. 17): what goes and what is kept, then the current password to confirm. */
export function EraseAccountPanel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const erase = useEraseAccount();
  const cf = useContractForm(schema, {
    initialValues: { password: '' },
    mutation: erase,
    toBody: (values) => ({ password: values.password }),
    successMessage: t('profile.erase.done'),
    onSuccess: () => navigate(href('login'), { replace: true }),
    confirmLeave: false,
  });
  return (
    <Stack gap="sm" align="flex-start">
      <Text fz="sm">{t('profile.erase.removed')}</Text>
      <List size="sm" spacing={2}>
        <List.Item>{t('profile.erase.keptTraining')}</List.Item>
        <List.Item>{t('profile.erase.keptAudit')}</List.Item>
        <List.Item>{t('profile.erase.keptInvoices')}</List.Item>
      </List>
      {!open ? (
        <Button color="red" variant="light" onClick={() => setOpen(true)}>
          {t('profile.erase.start')}
        </Button>
      ) : (
        <Box maw={480} w="100%">
          <ContractForm form={cf}>
            <Text fz="sm" fw={600}>
              {t('profile.erase.final')}
            </Text>
            <PasswordField
              {...cf.form.getInputProps('password')}
              label={t('profile.erase.password')}
              autoComplete="current-password"
              autoFocus
            />
            <Group>
              <Button type="submit" color="red" loading={erase.isPending}>
                {t('profile.erase.confirm')}
              </Button>
              <Button variant="default" onClick={() => setOpen(false)}>
                {t('profile.erase.cancel')}
              </Button>
            </Group>
          </ContractForm>
        </Box>
      )}
    </Stack>
  );
}
