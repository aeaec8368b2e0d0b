import type { PersonalData } from '../users/index.js';
import { renderInvoicePdf } from './pdf.js';
import { presentInvoice } from './presenters.js';
import { invoicesOfUser } from './queries.js';

/**
 * The invoices of a personal billing: listed in the export, each also as its PDF. They name the buyer, not a user
 * id (`billing_accounts.user_id` is licensing's), so no column is registered here. When the user is erased they are
 * kept as issued, the buyer's name and address included, for the legal retention period: 10 years from the end of
 * the year of issue (German HGB §257 (1) no. 4 and (4), AO §147 (1) no. 4 and (3); docs/privacy.md). Licensing
 * keeps their billing for them, pseudonymised.
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
    // Kept for the legal retention period (bookkeeping law); licensing pseudonymises the billing they belong to.
  },
};
