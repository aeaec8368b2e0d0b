import { defineScreens } from '../../lib/screens';
import { benchmarksTexts } from './texts';

const list = () => import('./pages/benchmarks-page');
const one = () => import('./pages/benchmark-page');
const trainer = { section: 'trainee', roles: ['trainer'] } as const;

/**
 * Benchmarks per organization (issue 27): the same pages for a manager and a trainer (the audience a parameter of
 * the page), and the admin's portal default.
 */
export const benchmarksScreens = defineScreens([
  {
    path: 'manager/benchmarks',
    section: 'manager',
    texts: benchmarksTexts,
    nav: { group: 'manager', labelKey: 'nav.manager.benchmarks', icon: 'benchmarks', order: 47 },
    component: () => list().then((m) => m.ManagerBenchmarksPage),
  },
  {
    path: 'manager/benchmarks/:id',
    section: 'manager',
    texts: benchmarksTexts,
    component: () => one().then((m) => m.ManagerBenchmarkPage),
  },
  {
    path: 'trainee/benchmarks',
    ...trainer,
    texts: benchmarksTexts,
    nav: { group: 'trainee', labelKey: 'nav.trainee.benchmarks', icon: 'benchmarks', order: 27 },
    component: () => list().then((m) => m.TrainerBenchmarksPage),
  },
  {
    path: 'trainee/benchmarks/:id',
    ...trainer,
    texts: benchmarksTexts,
    component: () => one().then((m) => m.TrainerBenchmarkPage),
  },
  {
    path: 'admin/benchmarks',
    section: 'admin',
    permission: 'manage organization',
    texts: benchmarksTexts,
    nav: { group: 'admin', labelKey: 'nav.admin.benchmarks', icon: 'benchmarks', order: 75 },
    component: () => import('./pages/admin-benchmarks-page').then((m) => m.AdminBenchmarksPage),
  },
]);
