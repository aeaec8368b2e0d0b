import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { CenteredLoader } from '../../../components/centered-loader';
import { PublicCard } from '../../../components/public-card';
import { isApiError } from '../../../lib/api-error';
import { tMessage } from '../../../lib/i18n';
import { notifyError } from '../../../lib/notify';
import { href } from '../../../lib/screens';
import { useActivate } from '../api/activate';
import { useLinkToken } from '../api/get-link-token';
import { needsSecondFactor } from '../api/login';
import { ActivateForm } from '../components/activate-form';
import { LinkProblem } from '../components/link-problem';
import { RequestActivationLink } from '../components/request-activation-link';
import { TwoFactorStep } from '../components/two-factor-step';

/** Link statuses that mean "this link is dead" rather than "try again". */
const DEAD_LINK = new Set([404, 410]);

export function ActivatePage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const activation = useActivate();
  const status = useLinkToken(token, activation.isIdle || activation.isError);
  const [secondFactor, setSecondFactor] = useState(false);
  const welcome = () => void navigate(href('getting-started'), { replace: true });

  if (secondFactor) {
    return (
      <PublicCard>
        <TwoFactorStep
          onSignedIn={welcome}
          onExpired={(message) => {
            notifyError(message);
            void navigate(href('login'), { replace: true });
          }}
          onBack={() => void navigate(href('login'), { replace: true })}
        />
      </PublicCard>
    );
  }
  if (status.isPending || activation.isSuccess) return <CenteredLoader />;

  const deadLinkError = [status.error, activation.error].find((e) => isApiError(e) && DEAD_LINK.has(e.status));
  const wrongPurpose = status.data && status.data.purpose !== 'activation' && status.data.purpose !== 'invitation';
  if (status.isError || deadLinkError || wrongPurpose) {
    const problem = deadLinkError ?? status.error;
    const message = isApiError(problem) ? problem.message : tMessage('error.token_invalid');
    return (
      <LinkProblem message={message}>
        <RequestActivationLink />
      </LinkProblem>
    );
  }

  const invitation = status.data.needs_password;
  return (
    <PublicCard>
      <Stack gap={6} mb="md">
        <Title order={1} fz={26}>
          {invitation ? t('auth.activate.invitationTitle') : t('auth.activate.activationTitle')}
        </Title>
      </Stack>
      <ActivateForm
        token={token}
        status={status.data}
        activation={activation}
        onDone={(result) => (needsSecondFactor(result) ? setSecondFactor(true) : welcome())}
      />
    </PublicCard>
  );
}
