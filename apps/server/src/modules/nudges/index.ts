/**
 * Practice nudges (issue 27, must-have 5): the trainee's weekly goal against this week's training, the
 * organization's inactivity reminder (the daily `practice-nudges` job, at most one mail a week per kind and user,
 * respecting the profile's "Practice reminders"), and the manager's list of members idle for 14 days.
 */

export { PRACTICE_NUDGES_JOB, practiceNudgeJobs } from './jobs.js';
export { nudgesPersonalData } from './personal-data.js';
export { managerNudgeRoutes, traineeNudgeRoutes } from './routes.js';
export { type NudgeReport, runPracticeNudges } from './service.js';
