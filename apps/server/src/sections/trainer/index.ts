import { hasRole, inSection } from '@portal/contracts';
import { forbidden, notFound } from '../../lib/app-error.js';
import { resource } from '../../lib/route-kit.js';
import { trainerAnalyticsRoutes, trainerBenchmarkRoutes } from '../../modules/analytics/index.js';
import { curriculumAdministrationRoutes } from '../../modules/curricula/index.js';
import { requireSection, signedIn } from '../../plugins/guards.js';
import type { ScopeOf, SectionDoor } from '../section.js';

export const trainerDoor: SectionDoor = {
  name: 'trainer',
  prefix: '/api/trainee/team',
  enters: (user) => inSection(user, 'trainee') && hasRole(user, 'trainer'),
};

/** The trainer section's scope: the trainer's own organization (read-only but for its benchmarks). */
export type TrainerScope = { organizationId: string };

/**
 * The trainer section: one encapsulated plugin under `/api/trainee/team` (the trainee section's screens), its
 * guard (`requireSection('trainee')`) and its scope: the trainer's own organization from the session, taken
 * when a route needs it (a trainee-section user who is no trainer: 403; a trainer without one: 404).
 */
export default resource(trainerDoor.prefix, requireSection('trainee'), async function trainerSection(app) {
  const scopeOf: ScopeOf<Promise<TrainerScope>> = async (request) => {
    const user = signedIn(request);
    if (!hasRole(user, 'trainer')) throw forbidden('team', 'trainer');
    if (!user.organizationId) throw notFound();
    return { organizationId: user.organizationId };
  };

  // One line per module.
  trainerAnalyticsRoutes(app, scopeOf);
  await curriculumAdministrationRoutes(app, scopeOf, 'Trainer');
  trainerBenchmarkRoutes(app, scopeOf);
});
