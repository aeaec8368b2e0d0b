import { Button, Stack, Text, Title } from '@mantine/core';
import { passwordResetBody } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { CenteredLoader } from '../../../components/centered-loader';
import { ContractForm } from '../../../components/contract-form';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { PublicCard } from '../../../components/public-card';
import { isApiError } from '../../../lib/api-error';
import { passwordConfirmation } from '../../../lib/forms';
import { tMessage } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { href } from '../../../lib/screens';
import { useContractForm } from '../../../lib/use-contract-form';
import { useLinkToken } from '../api/get-link-token';
import { needsSecondFactor } from '../api/login';
import { useResetPassword } from '../api/reset-password';
import { LinkProblem } from '../components/link-problem';
import { TwoFactorStep } from '../components/two-factor-step';

type Values = {
  token: string;
  password: string;
  password_confirmation: string;
};

const DEAD_LINK = new Set([404, 410]);

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const status = useLinkToken(token, reset.isIdle || reset.isError);
  const [secondFactor, setSecondFactor] = useState(false);
  const cf = useContractForm(passwordResetBody, {
    initialValues: { token, password: '', password_confirmation: '' } as Values,
    // The token is the link's: a 422 about it goes to the alert.
    fields: ['password', 'password_confirmation'],
    extraValidate: passwordConfirmation,
    mutation: reset,
    toBody: (values) => values,
    onSuccess: (result) => (needsSecondFactor(result) ? setSecondFactor(true) : welcome()),
    confirmLeave: false,
  });
  const { form } = cf;

  const welcome = () => {
    notifySuccess(tMessage('message.password_changed'));
    void navigate(href('getting-started'), { replace: true });
  };

  if (secondFactor) {
    return (
      <PublicCard>
        <TwoFactorStep
          onSignedIn={() => void navigate(href('getting-started'), { replace: true })}
          onExpired={(message) => {
            notifyError(message);
            void navigate(href('login'), { replace: true });
          }}
          onBack={() => void navigate(href('login'), { replace: true })}
        />
      </PublicCard>
    );
  }
  if (status.isPending || reset.isSuccess) return <CenteredLoader />;

  const deadLinkError = [status.error, reset.error].find((e) => isApiError(e) && DEAD_LINK.has(e.status));
  if (status.isError || deadLinkError || status.data.purpose !== 'password_reset') {
    const problem = deadLinkError ?? status.error;
    return (
      <LinkProblem message={isApiError(problem) ? problem.message : tMessage('error.token_invalid')}>
        <Button component={Link} to={href('forgot-password')} fullWidth>
          {t('auth.reset.requestNewLink')}
        </Button>
      </LinkProblem>
    );
  }

  return (
    <PublicCard>
      <Stack gap={6} mb="lg">
        <Title order={1} fz={26}>
          {t('auth.reset.title')}
        </Title>
        <Text c="dimmed" fz="sm">
          {t('auth.reset.subtitle', { email: status.data.email })}
        </Text>
      </Stack>
      <ContractForm form={cf} alertTitle={t('auth.reset.failed')}>
        <NewPasswordFields
          password={form.getInputProps('password')}
          confirmation={form.getInputProps('password_confirmation')}
          value={form.values.password}
          passwordLabel={t('auth.reset.password')}
          confirmationLabel={t('auth.reset.confirmPassword')}
          autoFocus
        />
        <Button {...cf.submitProps} fullWidth mt="xs">
          {t('auth.reset.submit')}
        </Button>
      </ContractForm>
    </PublicCard>
  );
}
