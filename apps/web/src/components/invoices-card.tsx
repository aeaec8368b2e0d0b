import { Alert, Anchor, Skeleton, Table, Text } from '@mantine/core';
import { invoice, listEnvelope } from '@portal/contracts';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api-client';
import { formatDate } from '../lib/format';
import { formatMoney } from '../lib/money';
import { invoicesQueryKey } from '../lib/query-keys';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { SectionCard } from './section-card';

const envelope = listEnvelope(invoice);

/**
 * The invoices of one billing, newest first, with a PDF link each: a card other screens include with
 * the list's API path (`/manager/invoices`, `/trainee/invoices`, `/admin/billings/{id}/invoices`); each
 * PDF is `{path}/{id}/pdf`, except the admin's billing list, whose PDFs are under `/admin/invoices`.
 */
export function InvoicesCard({ path, pdfBase = path, title }: { path: string; pdfBase?: string; title?: string }) {
  const { t, i18n } = useTranslation();
  const query = useQuery({
    queryKey: [...invoicesQueryKey, 'card', path],
    queryFn: async ({ signal }) => envelope.parse(await api.get<unknown>(`${path}?per_page=100`, { signal })),
    meta: { handlesErrors: true },
  });
  const heading = title ?? t('invoicesCard.title');

  let body: React.ReactNode;
  if (query.isPending) {
    body = <Skeleton height={72} radius="sm" />;
  } else if (query.isError) {
    body = (
      <Alert color="red" variant="light">
        {t('invoicesCard.failed')}
      </Alert>
    );
  } else if (query.data.data.length === 0) {
    body = <Text c="dimmed">{t('invoicesCard.empty')}</Text>;
  } else {
    body = (
      <Table.ScrollContainer minWidth={560} type="native">
        <Table verticalSpacing="xs" aria-label={t('invoicesCard.label')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('invoicesCard.number')}</Table.Th>
              <Table.Th>{t('invoicesCard.issued')}</Table.Th>
              <Table.Th>{t('invoicesCard.period')}</Table.Th>
              <Table.Th ta="right">{t('invoicesCard.total')}</Table.Th>
              <Table.Th>{t('invoicesCard.status')}</Table.Th>
              <Table.Th>{t('invoicesCard.pdf')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data.data.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                  {row.number}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(row.issued_on)}</Table.Td>
                <Table.Td>
                  {row.period_start && row.period_end
                    ? `${formatDate(row.period_start)} – ${formatDate(row.period_end)}`
                    : '—'}
                </Table.Td>
                <Table.Td ta="right">{formatMoney(row.total, row.currency, i18n.language)}</Table.Td>
                <Table.Td>
                  <InvoiceStatusBadge status={row.status} />
                </Table.Td>
                <Table.Td>
                  <Anchor
                    href={`/api${pdfBase}/${row.id}/pdf`}
                    download
                    aria-label={t('invoicesCard.download', { number: row.number })}
                  >
                    <IconFileTypePdf size={20} aria-hidden />
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }
  return <SectionCard title={heading}>{body}</SectionCard>;
}
