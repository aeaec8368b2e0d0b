import { FLS_TASKS, type FlsTask, type Language } from '@portal/contracts';
import { todayOf } from '../../lib/calendar-day.js';
import type { ServiceContext } from '../../service-context.js';
import { loadFoldState, targetsFor } from '../analytics/index.js';
import { ownCertificates } from '../certificates/index.js';
import { completedCurriculaOf } from '../curricula/index.js';
import { secondsPerMonth } from '../training/index.js';
import { findUser } from '../users/index.js';
import { type PortfolioData, renderPortfolioPdf } from './pdf.js';

/** The signed-in trainee's portfolio as a PDF: their own rows only (the trainee section's scope). */
export async function portfolioPdf(ctx: ServiceContext, userId: string, language: Language): Promise<Buffer> {
  const [user, months, fold, certificates, curricula] = await Promise.all([
    findUser(ctx.db, userId),
    secondsPerMonth(ctx.db, userId),
    loadFoldState(ctx.db, userId),
    ownCertificates(ctx, userId),
    completedCurriculaOf(ctx.db, userId),
  ]);
  const targets = targetsFor(fold?.state.gameVersion ?? null);
  const curves = Object.fromEntries(
    FLS_TASKS.map((task) => [task, (fold?.state.tasks[task]?.recent ?? []).map((a) => ({ ...a }))]),
  ) as unknown as PortfolioData['curves'];
  const data: PortfolioData = {
    holder: user ? `${user.firstName} ${user.lastName}`.trim() : '',
    organization: user?.organizationName ?? null,
    generatedOn: todayOf(ctx),
    months,
    curves,
    targets: targets as Record<FlsTask, PortfolioData['targets'][FlsTask]>,
    certificates: certificates.map((c) => ({
      number: c.number,
      title: c.achievement.curriculum
        ? `${c.achievement.curriculum.name} (v${c.achievement.curriculum.version})`
        : 'FLS readiness',
      issuedOn: c.issued_at.slice(0, 10),
      status: c.status,
    })),
    curricula: curricula.map((c) => ({ name: c.name, version: c.version, completedOn: c.completedOn })),
  };
  return renderPortfolioPdf(data, language);
}
