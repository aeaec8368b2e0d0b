import { Badge, Code, Drawer, Group, Stack, Table, Text } from '@mantine/core';
import { type AuditEntry, changesOf } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format';
import { useActionLabels } from './action-label';

/** A value in the change set: text as it is, nothing as "—", anything else as JSON. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" style={{ wordBreak: 'break-word' }} component="div">
        {children}
      </Text>
    </div>
  );
}

/** One audit row: who, what, when, from where, and for admin changes each field's old and new value. */
export function AuditDetailsDrawer({ entry, onClose }: { entry: AuditEntry | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const labels = useActionLabels();
  const changes = entry ? changesOf(entry.details) : null;
  const { changes: _changes, ...rest } = entry?.details ?? {};
  const other = Object.keys(rest).length > 0 ? rest : null;

  return (
    <Drawer
      closeButtonProps={{ 'aria-label': t('form.close') }}
      opened={entry !== null}
      onClose={onClose}
      position="right"
      size="lg"
      // The drawer's title is its own <h2>: the text only, sized as the page's other card titles.
      title={t('auditLog.details.title')}
      styles={{ title: { fontSize: 'var(--mantine-font-size-lg)', fontWeight: 700 } }}
    >
      {entry && (
        <Stack gap="md">
          <Group gap="xs">
            <Text fw={600}>{labels.action(entry.action)}</Text>
            <Badge variant="light" color="gray" tt="none">
              {entry.action}
            </Badge>
          </Group>
          <Field label={t('auditLog.columns.time')}>{formatDateTime(entry.occurred_at, i18n.language)}</Field>
          <Field label={t('auditLog.columns.user')}>
            {entry.user_email ?? '—'}
            {entry.user_id && (
              <Text fz="xs" c="dimmed" ff="monospace">
                {entry.user_id}
              </Text>
            )}
          </Field>
          <Field label={t('auditLog.columns.actor')}>
            {entry.actor_email ?? (entry.actor_id ? '—' : t('auditLog.details.self'))}
            {entry.actor_id && (
              <Text fz="xs" c="dimmed" ff="monospace">
                {entry.actor_id}
              </Text>
            )}
          </Field>
          <Field label={t('auditLog.columns.ip')}>{entry.ip ?? '—'}</Field>
          <Field label={t('auditLog.details.userAgent')}>{entry.user_agent ?? '—'}</Field>
          {changes && (
            <div>
              <Text fz="xs" c="dimmed" mb={4}>
                {t('auditLog.details.changes')}
              </Text>
              <Table withTableBorder withColumnBorders fz="sm" aria-label={t('auditLog.details.changes')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('auditLog.details.field')}</Table.Th>
                    <Table.Th>{t('auditLog.details.from')}</Table.Th>
                    <Table.Th>{t('auditLog.details.to')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {Object.entries(changes).map(([field, change]) => (
                    <Table.Tr key={field}>
                      <Table.Td ff="monospace">{field}</Table.Td>
                      <Table.Td style={{ wordBreak: 'break-word' }}>{shown(change.from)}</Table.Td>
                      <Table.Td style={{ wordBreak: 'break-word' }}>{shown(change.to)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </div>
          )}
          {other && (
            <div>
              <Text fz="xs" c="dimmed" mb={4}>
                {t('auditLog.details.more')}
              </Text>
              <Code block>{JSON.stringify(other, null, 2)}</Code>
            </div>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
