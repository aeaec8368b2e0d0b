import { ActionIcon, Button, Grid, Group, Modal, Select, Stack, Text, Tooltip } from '@mantine/core';
import { INVOICE_DISPLAY_STATUSES, type Invoice, invoiceIsOpen, invoiceList } from '@portal/contracts';
import { IconCircleCheck, IconCircleX, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type ListColumns } from '../../../components/data-table';
import { InvoiceStatusBadge } from '../../../components/invoice-status-badge';
import { ListToolbar, listEmpty } from '../../../components/list-toolbar';
import { PageHeader } from '../../../components/page-header';
import { isApiError } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format';
import { formatMoney } from '../../../lib/money';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useListParams } from '../../../lib/use-list-params';
import { useListTable } from '../../../lib/use-list-table';
import { useInvoices } from '../api/get-invoices';
import { useUpdateInvoiceStatus } from '../api/update-invoice-status';

type Change = { invoice: Invoice; status: 'paid' | 'void' };

/** A rate in basis points as the reader writes percentages (1900 → 19, 2550 → 25.5 or 25,5). */
const formatRate = (bp: number, language: string) => (bp / 100).toLocaleString(language);

/**
 * `admin/invoices`: every invoice, filtered by status (overdue included) and year in the URL; its VAT rate
 * and rule as issued; mark paid, void, PDF.
 */
export function InvoicesPage() {
  const { t, i18n } = useTranslation();
  const list = useListParams(invoiceList);
  const table = useListTable(list, useInvoices(list.params));
  const update = useUpdateInvoiceStatus();
  const [change, setChange] = useState<Change | null>(null);
  const { filter } = list.params;
  const thisYear = new Date().getUTCFullYear();
  const years = Array.from({ length: 5 }, (_, i) => String(thisYear - i));

  const confirm = async () => {
    if (!change) return;
    try {
      await update.mutateAsync({ id: change.invoice.id, status: change.status });
      notifySuccess(t(`invoices.toast.${change.status}`, { number: change.invoice.number }));
      setChange(null);
    } catch (error) {
      notifyError(isApiError(error) ? error.message : t('list.errorTitle'));
    }
  };

  const columns: ListColumns<Invoice, typeof invoiceList> = [
    {
      key: 'number',
      header: t('invoices.columns.number'),
      sort: 'number',
      nowrap: true,
      render: (row) => <Text ff="monospace">{row.number}</Text>,
    },
    {
      key: 'customer',
      header: t('invoices.columns.customer'),
      render: (row) => (
        <Stack gap={0}>
          <Text fz="sm" fw={600}>
            {row.legal_name}
          </Text>
          {row.legal_name !== row.entity_name && (
            <Text fz="xs" c="dimmed">
              {row.entity_name}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'issued_on',
      header: t('invoices.columns.issued'),
      sort: 'issued_on',
      nowrap: true,
      render: (row) => formatDate(row.issued_on),
    },
    {
      key: 'period',
      header: t('invoices.columns.period'),
      render: (row) =>
        row.period_start && row.period_end ? `${formatDate(row.period_start)} – ${formatDate(row.period_end)}` : '—',
    },
    {
      key: 'total',
      header: t('invoices.columns.total'),
      sort: 'total',
      nowrap: true,
      render: (row) => formatMoney(row.total, row.currency, i18n.language),
    },
    {
      key: 'vat',
      header: t('invoices.columns.vat'),
      render: (row) => (
        <Stack gap={0}>
          <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatRate(row.vat_rate_bp, i18n.language)} %{row.vat_country ? ` (${row.vat_country})` : ''}
          </Text>
          <Text fz="xs">{row.vat_rules.map((rule) => t(`invoices.vatRules.${rule}`)).join(' · ')}</Text>
        </Stack>
      ),
    },
    {
      key: 'status',
      header: t('invoices.columns.status'),
      nowrap: true,
      render: (row) => <InvoiceStatusBadge status={row.status} />,
    },
  ];

  const active = Boolean(filter.status || filter.year);

  return (
    <>
      <PageHeader title={t('invoices.title')} description={t('invoices.description')} />
      <ListToolbar list={list} filtered={active}>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <Select
            label={t('invoices.filters.status')}
            placeholder={t('invoices.filters.anyStatus')}
            data={INVOICE_DISPLAY_STATUSES.map((status) => ({ value: status, label: t(`invoiceStatus.${status}`) }))}
            value={filter.status ?? null}
            onChange={(value) => list.setFilter('status', value)}
            clearable
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <Select
            label={t('invoices.filters.year')}
            placeholder={t('invoices.filters.anyYear')}
            data={years}
            value={filter.year ?? null}
            onChange={(value) => list.setFilter('year', value)}
            clearable
          />
        </Grid.Col>
      </ListToolbar>
      <DataTable
        {...table}
        label={t('invoices.list.label')}
        columns={columns}
        minWidth={900}
        rowActions={(row) => (
          // The PDF last, so it lines up in every row whichever actions come before it.
          <Group gap={4} wrap="nowrap">
            {invoiceIsOpen(row.status) && (
              <>
                <Tooltip label={t('invoices.actions.markPaid', { number: row.number })} withArrow>
                  <ActionIcon
                    variant="subtle"
                    color="teal"
                    aria-label={t('invoices.actions.markPaid', { number: row.number })}
                    onClick={() => setChange({ invoice: row, status: 'paid' })}
                  >
                    <IconCircleCheck size={18} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('invoices.actions.void', { number: row.number })} withArrow>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('invoices.actions.void', { number: row.number })}
                    onClick={() => setChange({ invoice: row, status: 'void' })}
                  >
                    <IconCircleX size={18} />
                  </ActionIcon>
                </Tooltip>
              </>
            )}
            <Tooltip label={t('invoices.actions.pdf', { number: row.number })} withArrow>
              <ActionIcon
                component="a"
                href={`/api/admin/invoices/${row.id}/pdf`}
                download
                variant="subtle"
                color="gray"
                aria-label={t('invoices.actions.pdf', { number: row.number })}
              >
                <IconFileTypePdf size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
        empty={listEmpty(
          list,
          { title: t('invoices.list.noMatchTitle'), message: t('invoices.list.noMatchMessage') },
          { title: t('invoices.list.emptyTitle'), message: t('invoices.list.emptyMessage') },
        )}
      />
      <Modal
        closeButtonProps={{ 'aria-label': t('form.close') }}
        opened={change !== null}
        onClose={() => setChange(null)}
        title={
          change
            ? t(change.status === 'paid' ? 'invoices.confirm.paidTitle' : 'invoices.confirm.voidTitle', {
                number: change.invoice.number,
              })
            : ''
        }
      >
        <Text mb="lg">{t(change?.status === 'void' ? 'invoices.confirm.voidBody' : 'invoices.confirm.paidBody')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setChange(null)}>
            {t('invoices.confirm.cancel')}
          </Button>
          <Button color={change?.status === 'void' ? 'red' : 'teal'} loading={update.isPending} onClick={confirm}>
            {t(change?.status === 'void' ? 'invoices.confirm.voidButton' : 'invoices.confirm.paidButton')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
