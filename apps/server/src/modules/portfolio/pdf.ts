import { exportText, FLS_TASKS, type FlsTask, type Language } from '@portal/contracts';
import PDFDocument from 'pdfkit';

/** What the portfolio shows (`service.ts` gathers it). */
export interface PortfolioData {
  holder: string;
  organization: string | null;
  generatedOn: string;
  months: Array<{ month: string; seconds: number }>;
  /** Per FLS task: the last counted attempts (their lowest score's margin is drawn) and the targets. */
  curves: Record<FlsTask, Array<{ n: number; accuracy: number; speed: number; gameplay: number; pass: boolean }>>;
  targets: Record<FlsTask, { accuracy: number; speed: number; gameplay: number }>;
  certificates: Array<{ number: string; title: string; issuedOn: string; status: string }>;
  curricula: Array<{ name: string; version: number; completedOn: string }>;
}

const labels = {
  en: {
    title: 'Training portfolio',
    generated: 'Generated on',
    hours: 'Training hours per month',
    curves: 'Learning curves against the targets',
    curveNote:
      'Each point is an attempt: its score furthest below (or closest above) its target; the line is the target.',
    attempts: (n: number) => `${n} counted attempts`,
    none: 'None yet.',
    certificates: 'Certificates',
    curricula: 'Curricula completed',
    version: 'version',
  },
  de: {
    title: 'Trainingsportfolio',
    generated: 'Erstellt am',
    hours: 'Trainingsstunden je Monat',
    curves: 'Lernkurven gegen die Ziele',
    curveNote:
      'Jeder Punkt ist ein Versuch: seine Punktzahl mit dem geringsten Abstand zum Ziel; die Linie ist das Ziel.',
    attempts: (n: number) => `${n} gezählte Versuche`,
    none: 'Noch keine.',
    certificates: 'Zertifikate',
    curricula: 'Abgeschlossene Curricula',
    version: 'Version',
  },
};

/**
 * The trainee's portfolio (issue 27, must-have 4) as a PDF (A4, pdfkit as the invoices and certificates use): hours
 * per month, each FLS task's learning curve against its target, the certificates and the curricula completed.
 */
export function renderPortfolioPdf(data: PortfolioData, language: Language): Promise<Buffer> {
  const t = language === 'de' ? labels.de : labels.en;
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `${t.title} ${data.holder}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = 50;
  const width = doc.page.width - 100;
  const heading = (text: string) => {
    if (doc.y > doc.page.height - 160) doc.addPage();
    doc.moveDown(1).font('Helvetica-Bold').fontSize(14).fillColor('#000000').text(text, left);
    doc.moveDown(0.3).font('Helvetica').fontSize(10);
  };

  doc.font('Helvetica-Bold').fontSize(22).text(t.title, left);
  doc
    .font('Helvetica')
    .fontSize(12)
    .text(data.holder + (data.organization ? ` · ${data.organization}` : ''));
  doc.fontSize(9).fillColor('#444444').text(`${t.generated} ${data.generatedOn}`).fillColor('#000000');

  heading(t.hours);
  if (data.months.length === 0) doc.text(t.none);
  const most = Math.max(1, ...data.months.map((m) => m.seconds));
  for (const { month, seconds } of data.months.slice(-24)) {
    const hours = Math.round((seconds / 3600) * 10) / 10;
    const y = doc.y;
    doc.text(month, left, y, { width: 60 });
    doc.rect(left + 65, y + 1, Math.max(1, ((width - 130) * seconds) / most), 8).fill('#2f6fb3');
    doc.fillColor('#000000').text(`${hours} h`, left + width - 55, y, { width: 55, align: 'right' });
  }

  heading(t.curves);
  doc.fontSize(8).fillColor('#444444').text(t.curveNote).fillColor('#000000').fontSize(10);
  for (const task of FLS_TASKS) {
    const attempts = data.curves[task];
    if (doc.y > doc.page.height - 150) doc.addPage();
    doc
      .moveDown(0.5)
      .font('Helvetica-Bold')
      .text(exportText(`fls_task.${task}`, language), left);
    doc.font('Helvetica').fontSize(8).text(t.attempts(attempts.length)).fontSize(10);
    const top = doc.y + 4;
    const chart = { x: left, y: top, w: width, h: 70 };
    doc.rect(chart.x, chart.y, chart.w, chart.h).lineWidth(0.5).stroke('#999999');
    // Margins from −30 to +15 points around the target (the line at margin 0).
    const yOf = (margin: number) => chart.y + chart.h * (1 - (Math.max(-30, Math.min(15, margin)) + 30) / 45);
    doc
      .moveTo(chart.x, yOf(0))
      .lineTo(chart.x + chart.w, yOf(0))
      .lineWidth(1)
      .stroke('#b00020');
    const target = data.targets[task];
    attempts.forEach((a, i) => {
      const margin = Math.min(a.accuracy - target.accuracy, a.speed - target.speed, a.gameplay - target.gameplay);
      const x = chart.x + ((i + 0.5) * chart.w) / Math.max(attempts.length, 1);
      doc.circle(x, yOf(margin), 1.8).fill(a.pass ? '#1b8a5a' : '#2f6fb3');
    });
    doc.fillColor('#000000');
    doc.y = top + chart.h + 6;
    doc.x = left;
  }

  heading(t.certificates);
  if (data.certificates.length === 0) doc.text(t.none, left);
  for (const c of data.certificates) doc.text(`${c.number} · ${c.title} · ${c.issuedOn} · ${c.status}`, left);

  heading(t.curricula);
  if (data.curricula.length === 0) doc.text(t.none, left);
  for (const c of data.curricula) doc.text(`${c.name} (${t.version} ${c.version}) · ${c.completedOn}`, left);
  doc.end();
  return done;
}
