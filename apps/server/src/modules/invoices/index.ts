/**
 * Invoices (docs/decisions/0011-billing-jobs-and-invoices.md): the invoice of a billing period (made by
 * the licensing module's renewals in their transaction), gap-free numbers per year, VAT, the PDF, and
 * the routes of each scope (admin, the manager section's, the user's own).
 */

export { invoicesPersonalData } from './personal-data.js';
export { adminInvoiceRoutes, ownInvoiceRoutes } from './routes.js';
export { issuePeriodInvoice } from './service.js';
export { billingInvoiced, periodInvoiced } from './sql-pieces.js';
export { buyerVat, vatAmount, vatRuleOf } from './tax.js';
