import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type DeviceRequestView, deviceDecision } from '@portal/contracts';
import { IconCircleCheck, IconCircleX, IconDeviceGamepad2 } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ContractForm } from '../../../components/contract-form';
import { FormAlert } from '../../../components/form-alert';
import { PageHeader } from '../../../components/page-header';
import { SectionCard } from '../../../components/section-card';
import { href } from '../../../lib/screens';
import { useContractForm } from '../../../lib/use-contract-form';
import { type Decision, useDecideDevice } from '../api/decide-device';
import { useDeviceRequest } from '../api/get-device-request';
import { platformLabel } from '../components/platform-label';

/** A detail of the asking device: label over value. */
function Detail({ label, children }: { label: string; children: string }) {
  return (
    <Stack gap={2}>
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/**
 * `/device` (RFC 8628's verification URI): the person types the code the game shows, or follows the
 * game's link with `?user_code=`, sees which device asks, and approves or denies it. Signed out, the
 * route guard sends them through sign-in and back here with the code.
 */
export function DevicePage() {
  const { t, i18n } = useTranslation();
  const [searchParams] = useSearchParams();
  const linked = searchParams.get('user_code') ?? '';
  const [asking, setAsking] = useState<DeviceRequestView | null>(null);
  const [decided, setDecided] = useState<{ decision: Decision; device: string } | null>(null);
  const lookUp = useDeviceRequest();
  const decide = useDecideDevice();
  const cf = useContractForm(deviceDecision, {
    initialValues: { user_code: linked },
    mutation: lookUp,
    confirmLeave: false,
    onSuccess: (request) => setAsking(request),
  });
  // The code of the game's link is looked up at once (the person still approves by hand).
  const followed = useRef(false);
  useEffect(() => {
    if (linked && !followed.current) {
      followed.current = true;
      cf.onSubmit();
    }
  }, [linked, cf]);

  const deviceName = (request: DeviceRequestView) => request.device_name ?? t('devices.connect.unnamed');
  const dateTime = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' });
  const startOver = () => {
    setAsking(null);
    setDecided(null);
    decide.reset();
    lookUp.reset();
    cf.form.setValues({ user_code: '' });
  };
  const choose = (request: DeviceRequestView, decision: Decision) =>
    decide.mutate(
      { user_code: request.user_code, decision },
      { onSuccess: () => setDecided({ decision, device: deviceName(request) }) },
    );

  let content: ReactNode;
  if (decided) {
    const approved = decided.decision === 'approve';
    content = (
      <SectionCard title={t(approved ? 'devices.connect.approvedTitle' : 'devices.connect.deniedTitle')}>
        <Stack gap="md" align="flex-start">
          <Alert
            color={approved ? 'teal' : 'gray'}
            variant="light"
            icon={approved ? <IconCircleCheck size={18} /> : <IconCircleX size={18} />}
            role="status"
          >
            {t(approved ? 'devices.connect.approvedBody' : 'devices.connect.deniedBody', { device: decided.device })}
          </Alert>
          <Group gap="md">
            <Anchor component={Link} to={href('profile/devices')}>
              {t('devices.connect.manage')}
            </Anchor>
            <Button variant="default" onClick={startOver}>
              {t('devices.connect.otherCode')}
            </Button>
          </Group>
        </Stack>
      </SectionCard>
    );
  } else if (asking) {
    content = (
      <SectionCard title={t('devices.connect.askingTitle')}>
        <Stack gap="lg">
          <Text>{t('devices.connect.askingHint')}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Detail label={t('devices.connect.device')}>{deviceName(asking)}</Detail>
            <Detail label={t('devices.connect.platform')}>{platformLabel(t, asking.platform)}</Detail>
            <Detail label={t('devices.connect.codeShown')}>{asking.user_code}</Detail>
            <Detail label={t('devices.connect.expires')}>{dateTime.format(new Date(asking.expires_at))}</Detail>
          </SimpleGrid>
          <FormAlert error={decide.error} fields={[]} />
          <Group justify="space-between" gap="sm">
            <Button variant="subtle" onClick={startOver} disabled={decide.isPending}>
              {t('devices.connect.otherCode')}
            </Button>
            <Group gap="sm">
              <Button
                variant="default"
                color="red"
                leftSection={<IconCircleX size={16} />}
                onClick={() => choose(asking, 'deny')}
                loading={decide.isPending && decide.variables?.decision === 'deny'}
                disabled={decide.isPending}
              >
                {t('devices.connect.deny')}
              </Button>
              <Button
                leftSection={<IconCircleCheck size={16} />}
                onClick={() => choose(asking, 'approve')}
                loading={decide.isPending && decide.variables?.decision === 'approve'}
                disabled={decide.isPending}
              >
                {t('devices.connect.approve')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </SectionCard>
    );
  } else {
    content = (
      <SectionCard title={t('devices.connect.codeTitle')}>
        <ContractForm form={cf}>
          <TextInput
            {...cf.form.getInputProps('user_code')}
            label={t('devices.connect.code')}
            description={t('devices.connect.codeHint')}
            placeholder="BCDF-GHJK"
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            leftSection={<IconDeviceGamepad2 size={16} />}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.08em' } }}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button {...cf.submitProps}>{t('devices.connect.continue')}</Button>
          </Group>
        </ContractForm>
      </SectionCard>
    );
  }

  return (
    <>
      <PageHeader title={t('devices.connect.title')} description={t('devices.connect.description')} />
      <Stack maw={640}>{content}</Stack>
    </>
  );
}
