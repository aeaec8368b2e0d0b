import { Alert, Button, Checkbox, Group, List, Modal, Stack, Text } from '@mantine/core';
import { type BulkEraseResult, type DormantUser, retentionList } from '@portal/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type ListColumns } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { isApiError } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format';
import { tMessage } from '../../../lib/i18n';
import { fullName } from '../../../lib/session-user';
import { useListParams } from '../../../lib/use-list-params';
import { useListTable } from '../../../lib/use-list-table';
import { useDormantUsers, useEraseDormant, useRetentionPolicy } from '../api/retention';

/** Admin → Retention: the accounts nobody signed in to for the retention period, erased in one action. */
export function RetentionPage() {
  const { t } = useTranslation();
  const list = useListParams(retentionList);
  const query = useDormantUsers(list.params);
  const table = useListTable(list, query);
  const policy = useRetentionPolicy();
  const erase = useEraseDormant();
  const [selected, setSelected] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<BulkEraseResult | null>(null);
  const rows = query.data?.data ?? [];
  const toggle = (id: string) =>
    setSelected((ids) => (ids.includes(id) ? ids.filter((one) => one !== id) : [...ids, id]));
  const allOnPage = rows.length > 0 && rows.every((row) => selected.includes(row.id));

  const columns: ListColumns<DormantUser, typeof retentionList> = [
    {
      key: 'select',
      header: t('users.retention.select'),
      render: (user) => (
        <Checkbox
          aria-label={t('users.retention.selectOne', { name: fullName(user) })}
          checked={selected.includes(user.id)}
          onChange={() => toggle(user.id)}
        />
      ),
    },
    { key: 'name', header: t('users.columns.name'), sort: 'last_name', render: (user) => fullName(user) },
    { key: 'email', header: t('users.columns.email'), sort: 'email', render: (user) => user.email },
    {
      key: 'organization',
      header: t('users.columns.organization'),
      render: (user) => user.organization?.name ?? '—',
    },
    {
      key: 'last_sign_in',
      header: t('users.retention.lastSignIn'),
      sort: 'last_sign_in',
      nowrap: true,
      render: (user) => (user.last_sign_in_at ? formatDate(user.last_sign_in_at) : t('users.retention.never')),
    },
    {
      key: 'created_at',
      header: t('users.columns.created'),
      sort: 'created_at',
      nowrap: true,
      render: (user) => formatDate(user.created_at),
    },
  ];

  const confirm = () =>
    erase.mutate(selected, {
      onSuccess: (done) => {
        setResult(done);
        setSelected([]);
        setConfirming(false);
      },
    });
  const failure = erase.error
    ? isApiError(erase.error)
      ? erase.error.message
      : tMessage('error.something_went_wrong')
    : null;

  return (
    <>
      <PageHeader
        title={t('users.retention.title')}
        description={
          policy.data
            ? t('users.retention.description', { years: policy.data.years, date: formatDate(policy.data.before) })
            : undefined
        }
        actions={
          <Button color="red" disabled={selected.length === 0} onClick={() => setConfirming(true)}>
            {t('users.retention.erase', { count: selected.length })}
          </Button>
        }
      />
      <Stack gap="md">
        {result && (
          <Alert
            role="status"
            color={result.refused.length ? 'yellow' : 'green'}
            title={t('users.retention.result', { erased: result.erased.length, refused: result.refused.length })}
            withCloseButton
            onClose={() => setResult(null)}
          >
            {result.refused.length > 0 && (
              <List size="sm">
                {result.refused.map((refusal) => (
                  <List.Item key={refusal.id}>{refusal.message}</List.Item>
                ))}
              </List>
            )}
          </Alert>
        )}
        <Checkbox
          label={t('users.retention.selectPage')}
          checked={allOnPage}
          disabled={rows.length === 0}
          onChange={() =>
            setSelected((ids) =>
              allOnPage
                ? ids.filter((id) => !rows.some((row) => row.id === id))
                : [...new Set([...ids, ...rows.map((row) => row.id)])],
            )
          }
        />
        <DataTable
          {...table}
          label={t('users.retention.label')}
          columns={columns}
          minWidth={860}
          empty={{ title: t('users.retention.emptyTitle'), message: t('users.retention.emptyMessage') }}
        />
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('users.retention.confirmTitle')}>
        <Stack gap="sm">
          <Text>{t('users.retention.confirmBody', { count: selected.length })}</Text>
          <Text fz="sm">{t('users.erase.kept.training')}</Text>
          <Text fz="sm">{t('users.erase.kept.invoices')}</Text>
          <Text fz="sm" c="dimmed">
            {t('users.erase.final')}
          </Text>
          {failure && (
            <Alert color="red" icon={<IconAlertCircle size={16} />}>
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('users.retention.cancel')}
            </Button>
            <Button color="red" loading={erase.isPending} onClick={confirm}>
              {t('users.retention.confirm', { count: selected.length })}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
