/**
 * Every analytics page, loaded as one chunk with the charts (`@mantine/charts`, recharts) and the date
 * picker (`@mantine/dates`, dayjs): one `import()` in `../screens.ts` instead of one per page keeps the
 * registry's share of the first bundle small, and nothing of these libraries reaches the sign-in page.
 */
export { DashboardPage } from './dashboard-page';
export { OverviewPage } from './overview-page';
export { SkillPage } from './skill-page';
export { TeamPage } from './team-page';
export { TrainingActivityPage } from './training-activity-page';
