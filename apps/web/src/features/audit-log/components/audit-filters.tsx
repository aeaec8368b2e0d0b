import { Button, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListSearchInput } from '../../../components/list-search-input';
import type { ListParamsControls } from '../../../lib/use-list-params';
import { useAuditActions } from '../api/get-audit-actions';
import { type AuditLogFilter, actionGroup, rangeIsReversed } from '../list-view';
import { useActionLabels } from './action-label';

const FROM = 'occurred_at][from';
const TO = 'occurred_at][to';

/** User, actor, action and date range of the audit log; every value lives in the URL under the API's names. */
export function AuditFilters({ list }: { list: ListParamsControls<AuditLogFilter> }) {
  const { t } = useTranslation();
  const actions = useAuditActions();
  const labels = useActionLabels();
  const { filter } = list.params;
  const active = Object.values(filter).some(Boolean);

  const known = actions.data ?? [];
  const groups = [...new Set(known.map(actionGroup))].filter((prefix) => prefix.endsWith('.'));
  const selected = filter.action;
  const options = [
    {
      group: t('auditLog.filters.groups'),
      items: groups.map((prefix) => ({ value: prefix, label: labels.group(prefix) })),
    },
    {
      group: t('auditLog.filters.actions'),
      items: known.map((action) => ({ value: action, label: `${labels.action(action)} (${action})` })),
    },
  ];
  // A shared link may name an action this log has not recorded yet: keep it selectable.
  if (selected && !known.includes(selected) && !groups.includes(selected)) {
    options[1]?.items.unshift({ value: selected, label: selected });
  }

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 5 }} spacing="sm" mb="md">
      <ListSearchInput
        label={t('auditLog.filters.user')}
        placeholder={t('auditLog.filters.personPlaceholder')}
        value={filter.user}
        onChange={(value) => list.setFilter('user', value, { replace: true })}
      />
      <ListSearchInput
        label={t('auditLog.filters.actor')}
        placeholder={t('auditLog.filters.personPlaceholder')}
        value={filter.actor}
        onChange={(value) => list.setFilter('actor', value, { replace: true })}
      />
      <Select
        label={t('auditLog.filters.action')}
        placeholder={t('auditLog.filters.anyAction')}
        data={options}
        value={selected ?? null}
        onChange={(value) => list.setFilter('action', value)}
        nothingFoundMessage={t('auditLog.filters.noAction')}
        searchable
        clearable
      />
      <TextInput
        type="date"
        label={t('auditLog.filters.from')}
        value={filter[FROM] ?? ''}
        max={filter[TO] || undefined}
        onChange={(event) => list.setFilter(FROM, event.currentTarget.value)}
        error={rangeIsReversed(list.params) ? t('auditLog.filters.reversed') : undefined}
      />
      <TextInput
        type="date"
        label={t('auditLog.filters.to')}
        description={t('auditLog.filters.utc')}
        // Under the field, so that the row's inputs stay level.
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        value={filter[TO] ?? ''}
        min={filter[FROM] || undefined}
        onChange={(event) => list.setFilter(TO, event.currentTarget.value)}
      />
      {active && (
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconFilterOff size={16} />}
          onClick={list.reset}
          style={{ justifySelf: 'start' }}
        >
          {t('list.clearFilters')}
        </Button>
      )}
    </SimpleGrid>
  );
}
