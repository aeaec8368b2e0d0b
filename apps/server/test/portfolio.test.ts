import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { curriculumCompletions } from '../src/db/schema/index.js';
import { createCertificate } from '../src/db/seed/certificate-factory.js';
import { createCurriculum } from '../src/db/seed/curriculum-factory.js';
import { createOrganization, createUser } from '../src/db/seed/factories.js';
import { inTransaction } from '../src/db/transaction.js';
import { refreshReadiness } from '../src/modules/analytics/index.js';
import { storeSessions } from '../src/modules/training/index.js';
import { setupTestApp } from './helpers/app.js';
import { pegTransferSession } from './helpers/sessions.js';

const ctx = await setupTestApp();
const services = ctx.app.services;

async function textOf(pdf: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe('the portfolio', () => {
  it("is one PDF of the trainee's record: hours per month, the FLS curves, certificates and curricula completed", async () => {
    const org = await createOrganization(ctx.db, { name: 'Portfolio Hospital' });
    const trainee = await createUser(ctx.db, { organizationId: org.id, firstName: 'Paula', lastName: 'Portfolio' });
    const now = ctx.clock.now();
    await inTransaction(services.pool, async (tx) => {
      await storeSessions(
        tx,
        { userId: trainee.id, deviceTokenId: null },
        [pegTransferSession('2026-01-15'), pegTransferSession('2026-02-10'), pegTransferSession('2026-02-11')],
        now,
      );
      await refreshReadiness(tx, trainee.id, now);
    });
    const certificate = await createCertificate(ctx.db, { userId: trainee.id, organizationId: org.id });
    const { version } = await createCurriculum(ctx.db, { organizationId: org.id, name: 'Residency basics' });
    await ctx.db
      .insert(curriculumCompletions)
      .values({ userId: trainee.id, versionId: version.id, completedOn: '2026-02-20', recordedAt: now });

    const client = ctx.client();
    await client.login(trainee.email);
    const res = await client.request('GET', '/api/trainee/portfolio');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="portfolio.pdf"');
    const text = await textOf(res.rawPayload);
    expect(text).toContain('Training portfolio');
    expect(text).toContain('Paula Portfolio · Portfolio Hospital');
    // Two peg transfers of 120 s in January, four in February.
    expect(text).toMatch(/2026-01\s*0\.1 h/);
    expect(text).toMatch(/2026-02\s*0\.1 h/);
    expect(text).toContain('Learning curves against the targets');
    expect(text).toContain('Intracorporeal suturing');
    expect(text).toContain(`LSC-${String(certificate.serial).padStart(6, '0')} · FLS readiness`);
    expect(text).toContain('Residency basics (version 1) · 2026-02-20');

    const german = await client.request('GET', '/api/trainee/portfolio', undefined, { 'accept-language': 'de' });
    expect(await textOf(german.rawPayload)).toContain('Trainingsportfolio');
  });
});
