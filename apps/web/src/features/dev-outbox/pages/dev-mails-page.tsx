import '@mantine/core/styles/Pagination.css';
import { Alert, Button, Center, Group, Pagination, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconFilter, IconInbox, IconRefresh, IconServerOff } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../../../components/centered-loader';
import { PublicCard } from '../../../components/public-card';
import { isApiError } from '../../../lib/api-error';
import { tMessage } from '../../../lib/i18n';
import { useDevMails } from '../api/get-dev-mails';
import { MailCard } from '../components/mail-card';

/** For developers: the mails the portal wrote while no SMTP server is configured. */
export function DevMailsPage() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState({ to: '', page: 1 });
  const mails = useDevMails(query);

  const filter = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ to: draft, page: 1 });
  };

  let content: ReactNode;
  if (mails.isPending) content = <CenteredLoader />;
  else if (mails.isError) {
    const missing = isApiError(mails.error) && mails.error.status === 404;
    content = (
      <Alert color={missing ? 'gray' : 'red'} variant="light" icon={<IconServerOff size={18} />}>
        {missing
          ? t('devOutbox.unavailable')
          : isApiError(mails.error)
            ? mails.error.message
            : tMessage('error.something_went_wrong')}
      </Alert>
    );
  } else if (mails.data.data.length === 0) {
    content = (
      <Center py="xl">
        <Stack align="center" gap="xs">
          <IconInbox size={36} stroke={1.4} color="var(--mantine-color-dimmed)" aria-hidden />
          <Text c="dimmed">{t('devOutbox.empty')}</Text>
        </Stack>
      </Center>
    );
  } else {
    const { meta } = mails.data;
    content = (
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          {t('devOutbox.count', { count: meta.total })}
        </Text>
        {mails.data.data.map((mail) => (
          <MailCard key={mail.id} mail={mail} />
        ))}
        {meta.last_page > 1 && (
          <Center mt="sm">
            <Pagination
              total={meta.last_page}
              value={meta.page}
              onChange={(page) => setQuery((current) => ({ ...current, page }))}
              getControlProps={(control) => ({ 'aria-label': t(`devOutbox.pagination.${control}`) })}
            />
          </Center>
        )}
      </Stack>
    );
  }

  return (
    <PublicCard width="document">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={1} fz={26}>
              {t('devOutbox.title')}
            </Title>
            <Text c="dimmed" fz="sm">
              {t('devOutbox.subtitle')}
            </Text>
          </Stack>
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            onClick={() => void mails.refetch()}
            loading={mails.isFetching}
          >
            {t('devOutbox.refresh')}
          </Button>
        </Group>
        <form onSubmit={filter}>
          <Group align="flex-end" gap="sm" wrap="nowrap">
            <TextInput
              label={t('devOutbox.recipient')}
              placeholder="someone@example.com"
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              style={{ flex: 1 }}
              type="search"
            />
            <Button type="submit" variant="light" leftSection={<IconFilter size={16} />}>
              {t('devOutbox.filter')}
            </Button>
          </Group>
        </form>
        {content}
      </Stack>
    </PublicCard>
  );
}
