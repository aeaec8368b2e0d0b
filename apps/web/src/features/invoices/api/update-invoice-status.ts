import { dataEnvelope, type Invoice, type InvoiceStatus, invoice } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invoicesQueryKey } from './get-invoices';

const envelope = dataEnvelope(invoice);

export async function updateInvoiceStatus(id: string, status: InvoiceStatus): Promise<Invoice> {
  return envelope.parse(await api.put<unknown>(`/admin/invoices/${encodeURIComponent(id)}`, { status })).data;
}

/** Mark an open invoice paid or void; the lists (and invoices cards) load again. */
export function useUpdateInvoiceStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: InvoiceStatus }) => updateInvoiceStatus(id, status),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoicesQueryKey }),
  });
}
