import type { PersonalData } from '../users/index.js';
import { renderInvoicePdf } from './pdf.js';
import { presentInvoice } from './presenters.js';
import { invoicesOfUser } from './queries.js';

/**
 * The invoices of a personal billing: listed in the export, each also as its PDF. They name the buyer, not a user
 * id (`billing_accounts.user_id` is licensing's), so no column is registered here; they are kept for the legal
 * retention period when the user is erased (docs/privacy.md).
 */
export const invoicesPersonalData: PersonalData = {
  module: 'invoices',
  columns: [],
  async export(db, userId) {
    return { invoices: await invoicesOfUser(db, userId) };
  },
  async files(db, userId, { language, today }) {
    const files = [];
    for (const row of await invoicesOfUser(db, userId)) {
      files.push({
        name: `invoice-${row.number}.pdf`,
        bytes: await renderInvoicePdf(presentInvoice(row, today), language),
      });
    }
    return files;
  },
  async erase() {
    // Kept with the billing they belong to (bookkeeping law); licensing decides about the billing itself.
  },
};
