/**
 * Groups and curricula (issue 27, must-have 2; docs/curricula.md): named groups of an organization's members,
 * versioned curricula of modules (an exercise, a minimum level, targets, a rule), assignments to a group with a due
 * date, each trainee's progress and forecast finish (CSV/XLSX too), and the `curriculum-progress` job that records a
 * completed curriculum and publishes `curricula.completed` (certificates issue one).
 */

export { curriculumJobs } from './jobs.js';
export { curriculaPersonalData } from './personal-data.js';
export { refreshCurriculumProgress } from './progress-service.js';
export { completedCurriculaOf } from './queries.js';
export { curriculumAdministrationRoutes, traineeCurriculumRoutes } from './routes.js';
