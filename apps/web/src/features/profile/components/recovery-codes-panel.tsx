import { Alert, Button, Code, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTimeout } from '@mantine/hooks';
import { PRODUCT_NAME } from '@portal/contracts';
import { IconAlertTriangle, IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify';

interface Props {
  codes: string[];
  onDone: () => void;
}

function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** The recovery codes, shown once right after enrolment: the user must keep them now. */
export function RecoveryCodesPanel({ codes, onDone }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const [copied, setCopied] = useState(false);
  const { start: clearCopiedLater } = useTimeout(() => setCopied(false), 2000);
  const text = `${t('twoFactor.codesFileHeader', { product: PRODUCT_NAME })}\n\n${codes.join('\n')}\n`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
      clearCopiedLater();
      notifySuccess(t('twoFactor.codesCopied'));
    } catch {
      notifyError(t('twoFactor.copyFailed'));
    }
  };

  return (
    <Stack gap="md">
      <Title order={3} fz="md" id={headingId}>
        {t('twoFactor.codesTitle')}
      </Title>
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />}>
        {t('twoFactor.codesIntro')}
      </Alert>
      <SimpleGrid
        component="ul"
        aria-labelledby={headingId}
        data-testid="recovery-codes"
        cols={{ base: 2, sm: 5 }}
        spacing="xs"
        verticalSpacing="xs"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            <Code block ta="center" fz="sm">
              {code}
            </Code>
          </li>
        ))}
      </SimpleGrid>
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={() => downloadText(`${PRODUCT_NAME.toLowerCase()}-recovery-codes.txt`, text)}
          >
            {t('twoFactor.download')}
          </Button>
          <Button
            variant="default"
            leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            onClick={() => void copy()}
          >
            {t('twoFactor.copy')}
          </Button>
        </Group>
        <Button onClick={onDone}>{t('twoFactor.codesSaved')}</Button>
      </Group>
    </Stack>
  );
}
