import {
  Alert,
  Button,
  Code,
  Group,
  PasswordInput,
  SegmentedControl,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { type SsoConfig, ssoConfigBody } from '@portal/contracts';
import { IconAlertCircle, IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SsoSettingsHooks } from '../lib/sso-settings';
import { useContractForm } from '../lib/use-contract-form';
import { ConfirmDeleteModal } from './confirm-delete-modal';
import { ContractForm } from './contract-form';
import { SectionCard } from './section-card';

function SsoForm({ settings, hooks }: { settings: SsoConfig | null; hooks: SsoSettingsHooks }) {
  const { t } = useTranslation();
  const save = hooks.useSave();
  const cf = useContractForm(ssoConfigBody, {
    initialValues: {
      issuer: settings?.issuer ?? '',
      client_id: settings?.client_id ?? '',
      client_secret: '',
      domains: settings?.domains.join(', ') ?? '',
      default_role: settings?.default_role ?? 'trainee',
      refuse_password_sign_in: settings?.refuse_password_sign_in ?? false,
    },
    mutation: save,
    successMessage: t('sso.saved'),
  });
  return (
    <ContractForm form={cf} alertTitle={t('sso.notSaved')}>
      <TextInput
        {...cf.form.getInputProps('issuer')}
        label={t('sso.issuer')}
        description={t('sso.issuerHint')}
        placeholder="https://login.microsoftonline.com/<tenant>/v2.0"
        required
      />
      <TextInput {...cf.form.getInputProps('client_id')} label={t('sso.clientId')} required autoComplete="off" />
      <PasswordInput
        {...cf.form.getInputProps('client_secret')}
        label={t('sso.clientSecret')}
        description={settings ? t('sso.clientSecretKept') : t('sso.clientSecretHint')}
        required={!settings}
        autoComplete="new-password"
        visibilityToggleButtonProps={{ 'aria-label': t('sso.toggleSecret') }}
      />
      <TextInput
        {...cf.form.getInputProps('domains')}
        label={t('sso.domains')}
        description={t('sso.domainsHint')}
        placeholder="hospital.org, uni-hospital.de"
        required
      />
      <Stack gap={4}>
        <Text fz="sm" fw={500} id="sso-default-role">
          {t('sso.defaultRole')}
        </Text>
        <SegmentedControl
          {...cf.form.getInputProps('default_role')}
          aria-labelledby="sso-default-role"
          data={[
            { value: 'trainee', label: t('sso.roles.trainee') },
            { value: 'trainer', label: t('sso.roles.trainer') },
          ]}
          maw={320}
        />
        <Text fz="xs" c="dimmed">
          {t('sso.defaultRoleHint')}
        </Text>
      </Stack>
      <Switch
        {...cf.form.getInputProps('refuse_password_sign_in', { type: 'checkbox' })}
        label={t('sso.refusePassword')}
        description={t('sso.refusePasswordHint')}
      />
      <Group justify="flex-end">
        <Button {...cf.submitProps}>{t('sso.save')}</Button>
      </Group>
    </ContractForm>
  );
}

/**
 * An organization's single sign-on through its OpenID Connect provider: the addresses to register at the
 * provider, the form (the server reads the provider's discovery document before it saves) and "Remove".
 * The admin's organization tab and the manager's organisation details show it with their own API path.
 */
export function SsoSettingsCard({ hooks, organizationName }: { hooks: SsoSettingsHooks; organizationName: string }) {
  const { t } = useTranslation();
  const query = hooks.useRead();
  const remove = hooks.useRemove();
  const [removing, setRemoving] = useState<SsoConfig | null>(null);
  const settings = query.data ?? null;

  return (
    <SectionCard title={t('sso.title')} maw={820}>
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {t('sso.intro')}
        </Text>
        {query.isPending && <Skeleton h={240} aria-label={t('sso.loading')} />}
        {query.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('sso.loadFailed')}>
            <Button variant="subtle" size="compact-sm" onClick={() => void query.refetch()}>
              {t('sso.retry')}
            </Button>
          </Alert>
        )}
        {query.isSuccess && (
          <>
            {settings ? (
              <Alert color="teal" variant="light" icon={<IconShieldLock size={18} />} title={t('sso.active')}>
                {t('sso.activeBody', { organization: organizationName, domains: settings.domains.join(', ') })}
                <Text fz="sm" mt="xs">
                  {t('sso.redirectUri')} <Code style={{ wordBreak: 'break-all' }}>{settings.redirect_uri}</Code>
                </Text>
                <Text fz="sm">
                  {t('sso.postLogoutUri')}{' '}
                  <Code style={{ wordBreak: 'break-all' }}>{settings.post_logout_redirect_uri}</Code>
                </Text>
              </Alert>
            ) : (
              <Text fz="sm">{t('sso.none', { organization: organizationName })}</Text>
            )}
            {/* Keyed by the stored values: a save starts the form from them (the secret field empty). */}
            <SsoForm key={settings?.updated_at ?? 'new'} settings={settings} hooks={hooks} />
            {settings && (
              <Group>
                <Button variant="outline" color="red" onClick={() => setRemoving(settings)}>
                  {t('sso.remove')}
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
      <ConfirmDeleteModal
        target={removing}
        mutation={remove}
        variables={() => null}
        title={t('sso.removeTitle')}
        body={() => t('sso.removeBody', { organization: organizationName })}
        confirmLabel={t('sso.remove')}
        doneMessage={t('sso.removed')}
        onClose={() => setRemoving(null)}
      />
    </SectionCard>
  );
}
