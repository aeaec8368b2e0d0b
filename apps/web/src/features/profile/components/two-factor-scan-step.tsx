import {
  ActionIcon,
  Button,
  Code,
  CopyButton,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { type TwoFactorSetup, twoFactorConfirmBody } from '@portal/contracts';
import { IconCheck, IconCopy, IconShieldLock } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ContractForm } from '../../../components/contract-form';
import { useContractForm } from '../../../lib/use-contract-form';
import { useConfirmTwoFactor } from '../api/confirm-two-factor';

interface Props {
  setup: TwoFactorSetup;
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** Scan the QR code (or type the key), then prove it works with one code. */
export function TwoFactorScanStep({ setup, onConfirmed, onCancel }: Props) {
  const { t } = useTranslation();
  const confirm = useConfirmTwoFactor();
  const secretLabelId = useId();
  const secretHintId = useId();
  const cf = useContractForm(twoFactorConfirmBody, {
    initialValues: { code: '' },
    mutation: confirm,
    toBody: (values) => values.code.trim(),
    onSuccess: onConfirmed,
    confirmLeave: false,
  });
  const { form } = cf;

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" verticalSpacing="lg">
      <Stack gap="sm" align="center">
        <Paper bg="white" p="xs" radius="md" w={212} h={212}>
          <Image src={setup.qr_code} alt={t('twoFactor.qrAlt')} w={192} h={192} />
        </Paper>
        <Text fz="xs" c="dimmed" ta="center" maw={280}>
          {t('twoFactor.scanHint')}
        </Text>
      </Stack>
      <Stack gap="md">
        <Stack gap={4}>
          <Text component="span" id={secretLabelId} fz="sm" fw={500}>
            {t('twoFactor.secret')}
          </Text>
          <Text component="span" id={secretHintId} fz="xs" c="dimmed">
            {t('twoFactor.secretHint')}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Code
              block
              data-testid="two-factor-secret"
              role="textbox"
              aria-readonly="true"
              aria-labelledby={secretLabelId}
              aria-describedby={secretHintId}
              fz="sm"
              style={{ flex: 1, letterSpacing: 1, overflowWrap: 'anywhere', whiteSpace: 'normal', userSelect: 'all' }}
            >
              {setup.secret}
            </Code>
            <CopyButton value={setup.secret}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t('twoFactor.copied') : t('twoFactor.copySecret')} withArrow>
                  <ActionIcon
                    variant="default"
                    size="lg"
                    color={copied ? 'teal' : 'gray'}
                    onClick={copy}
                    aria-label={t('twoFactor.copySecret')}
                  >
                    {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
        </Stack>
        <ContractForm form={cf}>
          <TextInput
            {...form.getInputProps('code')}
            label={t('twoFactor.code')}
            description={t('twoFactor.codeHint')}
            placeholder="123456"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            leftSection={<IconShieldLock size={16} />}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={confirm.isPending}>
              {t('twoFactor.cancel')}
            </Button>
            <Button {...cf.submitProps}>{t('twoFactor.confirm')}</Button>
          </Group>
        </ContractForm>
      </Stack>
    </SimpleGrid>
  );
}
