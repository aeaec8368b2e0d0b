import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { emailOnlyBody } from '@portal/contracts';
import { IconAt, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContractForm } from '../../../components/contract-form';
import { href } from '../../../lib/screens';
import { useContractForm } from '../../../lib/use-contract-form';
import { useResendActivation } from '../api/resend-activation';

/** On a dead activation or invitation link: ask for a new one by email. */
export function RequestActivationLink() {
  const { t } = useTranslation();
  const resend = useResendActivation();
  const cf = useContractForm(emailOnlyBody, {
    initialValues: { email: '' },
    mutation: resend,
    toBody: (values) => emailOnlyBody.parse(values).email,
    confirmLeave: false,
  });
  const { form } = cf;

  return (
    <Stack gap="md">
      {resend.data ? (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />}>
          {resend.data}
        </Alert>
      ) : (
        <ContractForm form={cf}>
          <TextInput
            {...form.getInputProps('email')}
            label={t('auth.link.email')}
            description={t('auth.link.newActivationHint')}
            type="email"
            autoComplete="email"
            leftSection={<IconAt size={16} />}
          />
          <Button {...cf.submitProps} fullWidth>
            {t('auth.link.sendNewLink')}
          </Button>
        </ContractForm>
      )}
      <Stack align="center">
        <Anchor component={Link} to={href('login')} fz="sm">
          {t('auth.backToSignIn')}
        </Anchor>
      </Stack>
    </Stack>
  );
}
