import { defineScreens } from '../../lib/screens';
import { curriculaTexts } from './texts';

const admin = () => import('./pages/curricula-admin-page');
const progress = () => import('./pages/assignment-progress-page');
const trainer = { section: 'trainee', roles: ['trainer'] } as const;

/**
 * Groups and curricula (issue 27): the manager's and a trainer's groups, curricula and assignments with each
 * assignment's progress; the trainee's own curricula.
 */
export const curriculaScreens = defineScreens([
  {
    path: 'trainee/curricula',
    section: 'trainee',
    texts: curriculaTexts,
    nav: { group: 'trainee', labelKey: 'nav.trainee.curricula', icon: 'curricula', order: 27 },
    component: () => import('./pages/own-curricula-page').then((m) => m.OwnCurriculaPage),
  },
  {
    path: 'trainee/team-curricula',
    ...trainer,
    texts: curriculaTexts,
    nav: { group: 'trainee', labelKey: 'nav.trainee.teamCurricula', icon: 'curricula', order: 26 },
    component: () => admin().then((m) => m.TrainerCurriculaPage),
  },
  {
    path: 'trainee/team-curricula/:assignmentId',
    ...trainer,
    texts: curriculaTexts,
    component: () => progress().then((m) => m.TrainerAssignmentProgressPage),
  },
  {
    path: 'manager/curricula',
    section: 'manager',
    texts: curriculaTexts,
    nav: { group: 'manager', labelKey: 'nav.manager.curricula', icon: 'curricula', order: 44 },
    component: () => admin().then((m) => m.ManagerCurriculaPage),
  },
  {
    path: 'manager/curricula/:assignmentId',
    section: 'manager',
    texts: curriculaTexts,
    component: () => progress().then((m) => m.ManagerAssignmentProgressPage),
  },
]);
