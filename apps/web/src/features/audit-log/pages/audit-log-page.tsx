import { ActionIcon, Badge, Button, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import type { AuditEntry } from '@portal/contracts';
import { IconFileTypeCsv, IconListDetails } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type ListColumns } from '../../../components/data-table';
import { listEmpty } from '../../../components/list-toolbar';
import { PageHeader } from '../../../components/page-header';
import { useListParams } from '../../../lib/use-list-params';
import { useListTable } from '../../../lib/use-list-table';
import { useAuditLog } from '../api/get-audit-log';
import { useActionLabels } from '../components/action-label';
import { AuditDetailsDrawer } from '../components/audit-details-drawer';
import { AuditFilters } from '../components/audit-filters';
import { formatDateTime } from '../format';
import { auditLogView, exportHref, rangeIsReversed } from '../list-view';

/** `admin/audit-log`: who did what and when, newest first, filtered in the URL, exported as CSV. */
export function AuditLogPage() {
  const { t, i18n } = useTranslation();
  const list = useListParams(auditLogView);
  const table = useListTable(list, useAuditLog(list.params));
  const labels = useActionLabels();
  const [open, setOpen] = useState<AuditEntry | null>(null);

  /** An email that narrows the log to that person's rows by id (it stays right after a rename or deletion). */
  const person = (name: 'user' | 'actor', id: string | null, email: string | null) =>
    id ? (
      <Tooltip label={t('auditLog.onlyThis', { email: email ?? id })} withArrow>
        <UnstyledButton
          fz="sm"
          td="underline"
          style={{ textDecorationStyle: 'dotted', wordBreak: 'break-all' }}
          onClick={() => list.setFilter(name, id)}
        >
          {email ?? id}
        </UnstyledButton>
      </Tooltip>
    ) : (
      <Text c="dimmed" span>
        —
      </Text>
    );

  const columns: ListColumns<AuditEntry, typeof auditLogView> = [
    {
      key: 'occurred_at',
      header: t('auditLog.columns.time'),
      sort: 'occurred_at',
      nowrap: true,
      render: (entry) => formatDateTime(entry.occurred_at, i18n.language),
    },
    {
      key: 'action',
      header: t('auditLog.columns.action'),
      render: (entry) => (
        <Stack gap={2}>
          <Text fz="sm" fw={600}>
            {labels.action(entry.action)}
          </Text>
          <Badge variant="light" color="gray" tt="none" size="sm" w="fit-content">
            {entry.action}
          </Badge>
        </Stack>
      ),
    },
    { key: 'user', header: t('auditLog.columns.user'), render: (e) => person('user', e.user_id, e.user_email) },
    { key: 'actor', header: t('auditLog.columns.actor'), render: (e) => person('actor', e.actor_id, e.actor_email) },
    { key: 'ip', header: t('auditLog.columns.ip'), nowrap: true, render: (entry) => entry.ip ?? '—' },
  ];

  const exportButton = (
    <Button
      component="a"
      href={exportHref(list.params)}
      download
      variant="light"
      leftSection={<IconFileTypeCsv size={18} />}
      disabled={rangeIsReversed(list.params)}
    >
      {t('auditLog.export')}
    </Button>
  );

  return (
    <>
      <PageHeader title={t('auditLog.title')} description={t('auditLog.description')} actions={exportButton} />
      <AuditFilters list={list} />
      <DataTable
        {...table}
        label={t('auditLog.list.label')}
        columns={columns}
        minWidth={900}
        rowActions={(entry) => (
          <Tooltip label={t('auditLog.showDetails')} withArrow>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('auditLog.detailsOf', {
                action: labels.action(entry.action),
                time: formatDateTime(entry.occurred_at, i18n.language),
              })}
              onClick={() => setOpen(entry)}
            >
              <IconListDetails size={18} />
            </ActionIcon>
          </Tooltip>
        )}
        empty={listEmpty(
          list,
          { title: t('auditLog.list.noMatchTitle'), message: t('auditLog.list.noMatchMessage') },
          { title: t('auditLog.list.emptyTitle'), message: t('auditLog.list.emptyMessage') },
        )}
      />
      <AuditDetailsDrawer entry={open} onClose={() => setOpen(null)} />
    </>
  );
}
