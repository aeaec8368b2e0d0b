import { eq, inArray } from 'drizzle-orm';
import { billingAccounts, invoices } from '../../db/schema/index.js';
import type { PersonalData } from '../users/index.js';
import { renderInvoicePdf } from './pdf.js';
import { presentInvoice } from './presenters.js';
import { findInvoice } from './queries.js';

/** The invoices of the user's personal billing (none for a member of an organization). */
const personalInvoiceIds = (db: Parameters<PersonalData['export']>[0], userId: string) =>
  db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      inArray(
        invoices.billingAccountId,
        db.select({ id: billingAccounts.id }).from(billingAccounts).where(eq(billingAccounts.userId, userId)),
      ),
    )
    .orderBy(invoices.issuedOn, invoices.number);

/**
 * The invoices of a personal billing: listed in the export, each also as its PDF. They name the buyer, not a user
 * id (`billing_accounts.user_id` is licensing's), so no column is registered here; they are kept for the legal
 * retention period when the user is erased (docs/privacy.md).
 */
export const invoicesPersonalData: PersonalData = {
  module: 'invoices',
  columns: [],
  async export(db, userId) {
    const found = [];
    for (const { id } of await personalInvoiceIds(db, userId)) found.push(await findInvoice(db, { userId }, id));
    return { invoices: found.filter((row) => row !== null) };
  },
  async files(db, userId, { language, today }) {
    const files = [];
    for (const { id } of await personalInvoiceIds(db, userId)) {
      const row = await findInvoice(db, { userId }, id);
      if (!row) continue;
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
