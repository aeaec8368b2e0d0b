import '@mantine/core/styles/Badge.css';
import { Anchor, Badge, Box, Button, Collapse, Group, Paper, Stack, Text } from '@mantine/core';
import type { OutboxMail } from '@portal/contracts';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const statusColor = { queued: 'yellow', sent: 'teal', failed: 'red' } as const;

/**
 * Links in mails carry the configured APP_URL; opened here they stay on this
 * portal (same path), whichever port or host the developer runs it on.
 */
function localHref(link: string): string {
  try {
    const url = new URL(link);
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return link;
  }
}

export function MailCard({ mail }: { mail: OutboxMail }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' }).format(
    new Date(mail.created_at),
  );

  return (
    <Paper component="article" withBorder radius="md" p="md" aria-label={mail.subject}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} miw={0}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {mail.subject}
          </Text>
          <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('devOutbox.to', { to: mail.to })}
          </Text>
          <Text fz="xs" c="dimmed" component="time" dateTime={mail.created_at}>
            {time}
          </Text>
        </Stack>
        <Badge color={statusColor[mail.status]} variant="light" radius="sm" style={{ flexShrink: 0 }}>
          {t(`devOutbox.status.${mail.status}`)}
        </Badge>
      </Group>
      {mail.links.length > 0 && (
        <Stack gap={4} mt="sm">
          {mail.links.map((link) => (
            <Anchor key={link} href={localHref(link)} fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {link}
            </Anchor>
          ))}
        </Stack>
      )}
      <Button
        variant="subtle"
        size="compact-sm"
        mt="sm"
        px={0}
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={bodyId}
        rightSection={open ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
      >
        {open ? t('devOutbox.hideText') : t('devOutbox.showText')}
      </Button>
      <Collapse expanded={open} id={bodyId}>
        <Box
          component="pre"
          mt="xs"
          p="sm"
          fz="xs"
          bg="dark.8"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', borderRadius: 6 }}
        >
          {mail.text}
        </Box>
      </Collapse>
    </Paper>
  );
}
