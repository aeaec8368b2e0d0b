/** The API paths of a billing's invoices card (`components/invoices-card.tsx`): its list, and the admin's PDFs. */
export const billingInvoicesApi = (billingId: string) => `/admin/billings/${encodeURIComponent(billingId)}/invoices`;
export const invoicePdfApi = '/admin/invoices';
