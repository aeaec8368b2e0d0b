import type { Invoice, Language } from '@portal/contracts';
import PDFDocument from 'pdfkit';
import { SELLER } from './tax.js';

const labels = {
  en: {
    invoice: 'Invoice',
    number: 'Invoice number',
    issued: 'Invoice date',
    due: 'Due date',
    period: 'Billing period',
    purchaseOrder: 'Purchase order',
    vatNumber: 'VAT number',
    billTo: 'Bill to',
    description: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    amount: 'Amount',
    net: 'Net',
    vat: (rate: string) => `VAT ${rate} %`,
    total: 'Total',
    reverseCharge: 'Reverse charge: VAT to be accounted for by the recipient (Art. 196 Directive 2006/112/EC).',
    status: { open: 'Open', paid: 'Paid', void: 'Void' },
    terms: (due: string) => `Please pay by ${due}, quoting the invoice number.`,
  },
  de: {
    invoice: 'Rechnung',
    number: 'Rechnungsnummer',
    issued: 'Rechnungsdatum',
    due: 'Fällig am',
    period: 'Abrechnungszeitraum',
    purchaseOrder: 'Bestellnummer',
    vatNumber: 'USt-IdNr.',
    billTo: 'Rechnungsempfänger',
    description: 'Beschreibung',
    quantity: 'Menge',
    unitPrice: 'Einzelpreis',
    amount: 'Betrag',
    net: 'Netto',
    vat: (rate: string) => `USt. ${rate} %`,
    total: 'Gesamt',
    reverseCharge: 'Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge, Art. 196 Richtlinie 2006/112/EG).',
    status: { open: 'Offen', paid: 'Bezahlt', void: 'Storniert' },
    terms: (due: string) => `Bitte zahlen Sie bis zum ${due} unter Angabe der Rechnungsnummer.`,
  },
} as const;

/** Minor units as `1,234.56 EUR` (`1.234,56 EUR` in German): the characters every standard PDF font has. */
export function formatMoney(minor: number, currency: string, language: Language): string {
  const amount = new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(minor / 100);
  return `${amount} ${currency}`;
}

/** The invoice as a PDF (A4, Helvetica), in the reader's language. */
export function renderInvoicePdf(invoice: Invoice, language: Language): Promise<Buffer> {
  const t = language === 'de' ? labels.de : labels.en;
  const money = (minor: number) => formatMoney(minor, invoice.currency, language);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${t.invoice} ${invoice.number}`, Author: SELLER.name, Subject: t.invoice },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 50;
  const width = doc.page.width - 100;
  doc.font('Helvetica-Bold').fontSize(16).text(SELLER.name, left, 50);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(`${SELLER.street}, ${SELLER.zipcode} ${SELLER.city}, ${SELLER.country}`)
    .text(`${t.vatNumber} ${SELLER.vatNumber} · ${SELLER.email}`);

  doc.moveDown(2).font('Helvetica-Bold').fontSize(20).text(`${t.invoice} ${invoice.number}`);
  doc.font('Helvetica').fontSize(10).moveDown(0.5);
  const facts: Array<[string, string]> = [
    [t.issued, invoice.issued_on],
    [t.due, invoice.due_on],
    ...(invoice.period_start && invoice.period_end
      ? [[t.period, `${invoice.period_start} – ${invoice.period_end}`] as [string, string]]
      : []),
    ...(invoice.purchase_order ? [[t.purchaseOrder, invoice.purchase_order] as [string, string]] : []),
    ['Status', t.status[invoice.status]],
  ];
  for (const [label, value] of facts) doc.text(`${label}: ${value}`);

  doc.moveDown().font('Helvetica-Bold').text(t.billTo).font('Helvetica');
  doc.text(invoice.legal_name);
  for (const line of invoice.address) doc.text(line);
  if (invoice.vat_number) doc.text(`${t.vatNumber} ${invoice.vat_number}`);

  // The lines: description (with its period), quantity, unit price, amount.
  doc.moveDown(1.5);
  const columns = [
    { x: left, w: width - 270, align: 'left' as const },
    { x: left + width - 270, w: 50, align: 'right' as const },
    { x: left + width - 210, w: 100, align: 'right' as const },
    { x: left + width - 100, w: 100, align: 'right' as const },
  ];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    let bottom = y;
    cells.forEach((cell, i) => {
      const column = columns[i];
      if (!column) return;
      doc.text(cell, column.x, y, { width: column.w, align: column.align });
      bottom = Math.max(bottom, doc.y);
    });
    doc.x = left;
    doc.y = bottom + 4;
  };
  row([t.description, t.quantity, t.unitPrice, t.amount], true);
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .stroke();
  doc.y += 4;
  for (const line of invoice.lines) {
    const period = line.period_start && line.period_end ? `\n${line.period_start} – ${line.period_end}` : '';
    row([`${line.description}${period}`, String(line.quantity), money(line.unit_price), money(line.amount)]);
  }
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .stroke();
  doc.y += 6;
  const rate = (invoice.vat_rate_bp / 100).toLocaleString(language === 'de' ? 'de-DE' : 'en-GB');
  row([t.net, '', '', money(invoice.net)]);
  row([t.vat(rate), '', '', money(invoice.vat)]);
  row([t.total, '', '', money(invoice.total)], true);

  doc.moveDown(1.5).font('Helvetica').fontSize(9);
  if (invoice.reverse_charge) doc.text(t.reverseCharge, left, doc.y, { width });
  doc.text(t.terms(invoice.due_on), left, doc.y, { width });
  doc.end();
  return done;
}
