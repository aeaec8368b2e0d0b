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
    vatRules: {
      domestic: ['German VAT', 'Place of supply: Germany; German VAT at the standard rate.'],
      reverse_charge: [
        'Reverse charge',
        'Reverse charge: VAT to be accounted for by the recipient (Art. 196 Directive 2006/112/EC).',
      ],
      oss: [
        'One-Stop Shop (services)',
        "Electronically supplied service to a non-business customer: VAT of the customer's member state (Art. 58 Directive 2006/112/EC), declared through the One-Stop Shop.",
      ],
      outside_eu: [
        'Outside the EU',
        'Place of supply outside the EU (Art. 44 and 59 Directive 2006/112/EC): not subject to German VAT.',
      ],
      intra_community: [
        'Intra-community supply',
        'VAT-exempt intra-community supply of goods (Art. 138 Directive 2006/112/EC).',
      ],
      distance_sale: [
        'Distance sale (goods)',
        "Intra-community distance sale of goods: VAT of the customer's member state (Art. 33 Directive 2006/112/EC), declared through the One-Stop Shop.",
      ],
      export: ['Export', 'VAT-exempt export of goods outside the EU (Art. 146 Directive 2006/112/EC).'],
    },
    vatRule: 'VAT rule',
    status: { open: 'Open', overdue: 'Overdue', paid: 'Paid', void: 'Void' },
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
    vatRules: {
      domestic: ['Deutsche USt.', 'Leistungsort Deutschland; deutsche Umsatzsteuer zum Regelsatz.'],
      reverse_charge: [
        'Reverse Charge',
        'Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge, Art. 196 Richtlinie 2006/112/EG).',
      ],
      oss: [
        'One-Stop-Shop (Dienstleistungen)',
        'Elektronisch erbrachte Dienstleistung an Nichtunternehmer: Umsatzsteuer des Mitgliedstaats des Kunden (Art. 58 Richtlinie 2006/112/EG), erklärt über den One-Stop-Shop.',
      ],
      outside_eu: [
        'Außerhalb der EU',
        'Leistungsort außerhalb der EU (Art. 44 und 59 Richtlinie 2006/112/EG): nicht im Inland steuerbar.',
      ],
      intra_community: [
        'Innergemeinschaftliche Lieferung',
        'Steuerfreie innergemeinschaftliche Lieferung (Art. 138 Richtlinie 2006/112/EG).',
      ],
      distance_sale: [
        'Fernverkauf (Waren)',
        'Innergemeinschaftlicher Fernverkauf: Umsatzsteuer des Mitgliedstaats des Kunden (Art. 33 Richtlinie 2006/112/EG), erklärt über den One-Stop-Shop.',
      ],
      export: [
        'Ausfuhr',
        'Steuerfreie Ausfuhrlieferung in ein Land außerhalb der EU (Art. 146 Richtlinie 2006/112/EG).',
      ],
    },
    vatRule: 'Steuerregel',
    status: { open: 'Offen', overdue: 'Überfällig', paid: 'Bezahlt', void: 'Storniert' },
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

  // The lines (description with its period, quantity, unit price, amount), then net, VAT and total:
  // one pdfkit table, the header and the totals set off by a rule.
  doc.moveDown(1.5);
  const rate = (invoice.vat_rate_bp / 100).toLocaleString(language === 'de' ? 'de-DE' : 'en-GB');
  const bold = { src: 'Helvetica-Bold' };
  const total = (label: string, amount: number, style: { font?: typeof bold; border?: { top: number } } = {}) => [
    { text: label, colSpan: 3, ...style },
    { text: money(amount), ...style },
  ];
  doc.font('Helvetica').table({
    position: { x: left },
    maxWidth: width,
    columnStyles: [
      { width: '*' },
      { width: 50, align: { x: 'right' } },
      { width: 100, align: { x: 'right' } },
      { width: 100, align: { x: 'right' } },
    ],
    defaultStyle: { border: false, padding: [3, 4] },
    data: [
      [t.description, t.quantity, t.unitPrice, t.amount].map((text) => ({
        text,
        type: 'TH' as const,
        font: bold,
        border: { bottom: 1 },
      })),
      ...invoice.lines.map((line) => [
        line.period_start && line.period_end
          ? `${line.description}\n${line.period_start} – ${line.period_end}`
          : line.description,
        String(line.quantity),
        money(line.unit_price),
        money(line.amount),
      ]),
      total(t.net, invoice.net, { border: { top: 1 } }),
      total(`${t.vat(rate)}${invoice.vat_country ? ` (${invoice.vat_country})` : ''}`, invoice.vat),
      total(t.total, invoice.total, { font: bold }),
    ],
  });

  // The rule each line was issued under (stored on the line), and its note, once per rule.
  doc.moveDown(1.5).font('Helvetica').fontSize(9);
  for (const rule of invoice.vat_rules) {
    const [name, note] = t.vatRules[rule];
    doc.text(`${t.vatRule}: ${name}. ${note}`, left, doc.y, { width });
  }
  doc.text(t.terms(invoice.due_on), left, doc.y, { width });
  doc.end();
  return done;
}
