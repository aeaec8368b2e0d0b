import { Alert, Button, Stack, TextInput } from '@mantine/core';
import type { LoginBody } from '@portal/contracts';
import { IconAlertCircle, IconAt } from '@tabler/icons-react';
import { type ChangeEvent, type FormEvent, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstFieldErrors, isApiError } from '../../../lib/api-error';
import { tMessage } from '../../../lib/i18n';
import { loadSchemas, preloadSchemas } from '../../../lib/schemas';
import { needsSecondFactor, useLogin } from '../api/login';
import { useSsoStart } from '../api/sso-start';

// The password field (and Mantine's PasswordInput) only once the e-mail signs in with a password: not in
// /login's first load. Fetched as the person types the e-mail, so it is there when "Continue" answers.
const loadPasswordStep = () => import('./password-step');
const PasswordStep = lazy(async () => ({ default: (await loadPasswordStep()).PasswordStep }));
const preload = () => {
  preloadSchemas();
  void loadPasswordStep().catch(() => undefined);
};

interface LoginFormProps {
  onSignedIn: () => void;
  /** The password was right and the account asks for a code next. */
  onTwoFactor: () => void;
  /** The path to open once signed in (also after a single sign-on). */
  returnTo: string;
}

/** E-mail first; then the password, or "Continue with your organization" where the domain has single sign-on. */
type Step = { kind: 'email' } | { kind: 'password' } | { kind: 'sso'; url: string; passwordAllowed: boolean };

export function LoginForm({ onSignedIn, onTwoFactor, returnTo }: LoginFormProps) {
  const { t } = useTranslation();
  const login = useLogin();
  const sso = useSsoStart();
  const [step, setStep] = useState<Step>({ kind: 'email' });
  const [checking, setChecking] = useState(false);
  // Two fields in plain state: the first screen most visitors see does without the form library
  // (6 KB) that the other forms use.
  const [values, setValues] = useState<LoginBody>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof LoginBody, string>>>({});
  const field = (name: keyof LoginBody) => ({
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
      // As the other forms do: typing in a field clears its message.
      setErrors((current) => ({ ...current, [name]: undefined }));
      // Another address may belong to another organization: ask again.
      if (name === 'email' && step.kind !== 'email') setStep({ kind: 'email' });
    },
  });
  const showErrors = (issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) => {
    const found: Record<string, string> = {};
    for (const issue of issues) found[issue.path.join('.')] ??= issue.message;
    setErrors(found);
  };
  const onError = (error: unknown) => {
    if (isApiError(error) && error.status === 422) setErrors(firstFieldErrors(error.errors));
  };

  // The contract's schemas: the same rules and message keys the server answers 422 with. They arrive
  // with zod on the first submit (or as soon as the person types), not with the page.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checking || login.isPending || sso.isPending) return;
    setChecking(true);
    const schemas = await loadSchemas().finally(() => setChecking(false));
    if (step.kind === 'email') {
      const parsed = schemas.ssoStartBody.safeParse({ email: values.email, return_to: returnTo });
      if (!parsed.success) return showErrors(parsed.error.issues);
      login.reset();
      sso.mutate(parsed.data, {
        onSuccess: (answer) =>
          setStep(
            answer.redirect_url
              ? { kind: 'sso', url: answer.redirect_url, passwordAllowed: answer.password_sign_in }
              : { kind: 'password' },
          ),
        onError,
      });
      return;
    }
    const parsed = schemas.loginBody.safeParse(values);
    if (!parsed.success) return showErrors(parsed.error.issues);
    login.mutate(parsed.data, {
      onSuccess: (result) => {
        if (needsSecondFactor(result)) onTwoFactor();
        else onSignedIn();
      },
      onError,
    });
  };

  const fieldError = (name: keyof LoginBody) => {
    const key = errors[name];
    return typeof key === 'string' ? tMessage(key) : undefined;
  };
  const failure = login.error ?? sso.error;

  return (
    <form onSubmit={(event) => void submit(event)} onInput={preload} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('auth.login.failed')}>
            {isApiError(failure) ? failure.message : tMessage('error.something_went_wrong')}
          </Alert>
        )}
        <TextInput
          {...field('email')}
          error={fieldError('email')}
          label={t('auth.login.email')}
          placeholder={t('auth.login.emailPlaceholder')}
          type="email"
          autoComplete="username"
          leftSection={<IconAt size={16} />}
          autoFocus
        />
        {step.kind === 'password' && (
          <Suspense fallback={null}>
            <PasswordStep {...field('password')} error={fieldError('password')} />
          </Suspense>
        )}
        {step.kind === 'sso' ? (
          <>
            <Button component="a" href={step.url} fullWidth>
              {t('auth.login.continueWithOrganization')}
            </Button>
            {step.passwordAllowed && (
              <Button variant="subtle" fullWidth onClick={() => setStep({ kind: 'password' })}>
                {t('auth.login.usePassword')}
              </Button>
            )}
          </>
        ) : (
          <Button
            type="submit"
            fullWidth
            loading={login.isPending || sso.isPending}
            disabled={login.isPending || sso.isPending || checking}
          >
            {step.kind === 'email' ? t('auth.login.continue') : t('auth.login.submit')}
          </Button>
        )}
      </Stack>
    </form>
  );
}
