import type { Certificate, Language } from '@portal/contracts';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

const labels = {
  en: {
    title: 'Certificate',
    certifies: 'This certifies that',
    of: 'of',
    achieved: 'has reached FLS readiness in laparoscopic skills training',
    completed: (name: string, version: number) => `has completed the curriculum ${name} (version ${version})`,
    model: (model: string, benchmark: string | null) =>
      `Readiness model ${model}; targets: ${benchmark ? `benchmark ${benchmark}` : 'the published FLS targets'}`,
    issued: 'Issued on',
    number: 'Certificate number',
    revoked: (on: string) => `REVOKED on ${on}`,
    verify: 'Verify this certificate at',
    scan: 'or scan the code.',
  },
  de: {
    title: 'Zertifikat',
    certifies: 'Hiermit wird bescheinigt, dass',
    of: 'von',
    achieved: 'im laparoskopischen Fertigkeitstraining die FLS-Bereitschaft erreicht hat',
    completed: (name: string, version: number) => `das Curriculum ${name} (Version ${version}) abgeschlossen hat`,
    model: (model: string, benchmark: string | null) =>
      `Bereitschaftsmodell ${model}; Ziele: ${benchmark ? `Benchmark ${benchmark}` : 'die veröffentlichten FLS-Ziele'}`,
    issued: 'Ausgestellt am',
    number: 'Zertifikatsnummer',
    revoked: (on: string) => `WIDERRUFEN am ${on}`,
    verify: 'Prüfen Sie dieses Zertifikat unter',
    scan: 'oder scannen Sie den Code.',
  },
};

/** A day as the PDF writes it (the certificate's date in UTC, `29 November 2026`). */
function dayText(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso));
}

/**
 * The certificate as a PDF (A4, Helvetica, in the reader's language) with a QR code of its verification URL: a
 * PNG of the code (error correction M), drawn 130 pt wide at the foot of the page.
 */
export async function renderCertificatePdf(certificate: Certificate, language: Language): Promise<Buffer> {
  const t = language === 'de' ? labels.de : labels.en;
  const qr = await QRCode.toBuffer(certificate.verification_url, { errorCorrectionLevel: 'M', margin: 4, scale: 8 });
  const doc = new PDFDocument({
    size: 'A4',
    margin: 60,
    info: { Title: `${t.title} ${certificate.number}`, Subject: t.title },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 60;
  const width = doc.page.width - 120;
  const centred = { width, align: 'center' as const };
  doc.font('Helvetica-Bold').fontSize(30).text(t.title, left, 110, centred);
  doc.moveDown(1.5).font('Helvetica').fontSize(13).text(t.certifies, centred);
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(24).text(certificate.holder_name, centred);
  if (certificate.organization_name) {
    doc.moveDown(0.4).font('Helvetica').fontSize(13).text(`${t.of} ${certificate.organization_name}`, centred);
  }
  const { model_version, benchmark_version, curriculum } = certificate.achievement;
  if (curriculum) {
    doc.moveDown(0.8).font('Helvetica').fontSize(14).text(t.completed(curriculum.name, curriculum.version), centred);
  } else {
    doc.moveDown(0.8).font('Helvetica').fontSize(14).text(t.achieved, centred);
    doc
      .moveDown(0.6)
      .fontSize(10)
      .fillColor('#444444')
      .text(t.model(model_version ?? '-', benchmark_version), centred);
  }
  doc.moveDown(1.5).fillColor('#000000').fontSize(12);
  doc.text(`${t.issued} ${dayText(certificate.issued_at, language)}`, centred);
  doc.text(`${t.number} ${certificate.number}`, centred);
  if (certificate.revoked_at) {
    doc
      .moveDown(0.8)
      .font('Helvetica-Bold')
      .fillColor('#b00020')
      .text(t.revoked(dayText(certificate.revoked_at, language)), centred);
    doc.fillColor('#000000').font('Helvetica');
  }

  const qrSize = 130;
  const qrTop = doc.page.height - 80 - qrSize - 40;
  doc.image(qr, (doc.page.width - qrSize) / 2, qrTop, { width: qrSize, height: qrSize });
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(t.verify, left, qrTop + qrSize + 8, centred);
  doc.text(certificate.verification_url, centred);
  doc.text(t.scan, centred);
  doc.end();
  return done;
}
