import type { CurrentUser } from '@portal/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type RecordedCall } from '../../../test/http';
import { renderApp } from '../../../test/render-app';
import { users } from '../../../test/users';
import {
  activity,
  emptyOverview,
  hoursPerWeek,
  MEMBER_ID,
  member,
  notOnCourse,
  ORG_ID,
  overview,
  page,
  readiness,
  refreshDue,
  skillAccuracy,
  skillClipping,
  skillMain,
  skillTransferring,
  team,
  teamMember,
} from '../test/fixtures';

afterEach(() => vi.unstubAllGlobals());

const LAZY = { timeout: 15_000 };
const notFound = () => jsonResponse(404, { message: 'The selected resource does not exist.', code: 'not_found' });

/** A mocked API from a table of paths; every call is recorded. */
function server(routes: Record<string, () => Response>) {
  const calls: RecordedCall[] = [];
  const handler = (call: RecordedCall) => {
    calls.push(call);
    const path = new URL(call.url, 'http://portal.test').pathname;
    return (routes[path] ?? notFound)();
  };
  return { calls, handler };
}

const ok = (data: unknown) => () => jsonResponse(200, { data });
const trainer: CurrentUser = { ...users.trainee, roles: ['trainer'] };

describe('trainee overview', () => {
  it('shows this week against the weekly goal and sets a new goal, refusing one outside 10–3000', async () => {
    const week = { goal_minutes: 120, minutes: 45, week_start: '2026-03-02', week_end: '2026-03-08' };
    const { calls, handler } = server({
      '/api/trainee/overview': ok(overview),
      '/api/trainee/weekly-goal': ok(week),
    });
    renderApp({ path: '/trainee/overview', user: users.trainee, handler });
    const card = await screen.findByRole('region', { name: 'Weekly goal' }, LAZY);
    expect(await within(card).findByText('45 of 120 min this week')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar', { name: '45 of 120 min this week' })).toHaveAttribute(
      'aria-valuenow',
      '38',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Change' }));
    const input = within(card).getByRole('textbox', { name: 'Minutes a week' });
    await userEvent.clear(input);
    await userEvent.type(input, '5');
    await userEvent.click(within(card).getByRole('button', { name: 'Save goal' }));
    expect(await within(card).findByText('This field must be at least 10.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    await userEvent.clear(input);
    await userEvent.type(input, '150');
    await userEvent.click(within(card).getByRole('button', { name: 'Save goal' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(JSON.parse(String(calls.find((call) => call.method === 'PUT')?.body))).toEqual({ goal_minutes: 150 });
    // The confirmation shows (toasts load with the first one: waited for here, it cannot land in the next test).
    expect(await screen.findByRole('alert', {}, LAZY)).toHaveTextContent('Your weekly goal is saved.');
  });

  it('lists each FLS task with its pass counter, weakest score and state; the forecast in words; what to practise next', async () => {
    const { handler } = server({ '/api/trainee/overview': ok(overview) });
    renderApp({ path: '/trainee/overview', user: users.trainee, handler });
    expect(await screen.findByText('Most likely 6 h more, between 4 h and 9 h.', {}, LAZY)).toBeInTheDocument();
    expect(screen.getByText('6 h')).toBeInTheDocument();
    expect(screen.getByText('14 sessions')).toBeInTheDocument();
    // The share of the rule met: (7/12 + 1 + 1/2 + 0 + 0) / 5; hours never count.
    expect(screen.getByRole('img', { name: 'Share of the FLS rule met: 42 %' })).toBeInTheDocument();

    const tasks = screen.getByRole('list', { name: 'The five FLS tasks' });
    expect(within(tasks).getAllByRole('listitem')).toHaveLength(5);
    const peg = within(tasks).getByTestId('fls-task-peg_transfer');
    expect(within(peg).getByText('7 of 12 passes at target · Speed 68 of 75')).toBeInTheDocument();
    expect(within(peg).getByText('On course')).toBeInTheDocument();
    expect(within(peg).getByRole('progressbar', { name: 'Peg transfer: share of its rule met' })).toHaveAttribute(
      'aria-valuenow',
      '58',
    );
    expect(within(peg).getByRole('link', { name: 'Peg transfer: open its skill page' })).toHaveAttribute(
      'href',
      '/trainee/skill-performance/transferring',
    );
    const cutting = within(tasks).getByTestId('fls-task-pattern_cutting');
    expect(within(cutting).getByText('Proficient')).toBeInTheDocument();
    expect(within(cutting).getByText('2 of 2 passes at target · Speed 74 of 70')).toBeInTheDocument();
    expect(within(cutting).getByText('Train it by Jan 5, 2027 to keep it fresh.')).toBeInTheDocument();
    const intra = within(tasks).getByTestId('fls-task-intracorporeal_suturing');
    expect(within(intra).getByText('0 of 12 passes at target · Accuracy 83 of 90')).toBeInTheDocument();
    // Suturing trains two tasks, each its own row.
    expect(within(tasks).getByText('Extracorporeal suturing')).toBeInTheDocument();

    const next = screen.getByRole('region', { name: 'Practise next' });
    expect(within(next).getByText('Intracorporeal knot at level 4 (Intracorporeal suturing)')).toBeInTheDocument();
    expect(within(next).getByText(/The forecast waits on this task longest/)).toBeInTheDocument();
    expect(within(next).getByRole('link', { name: 'Open Suturing' })).toHaveAttribute(
      'href',
      '/trainee/skill-performance/suturing',
    );

    const skills = screen.getByRole('region', { name: 'The eight skills' });
    expect(within(skills).getAllByText('Not trained yet')).toHaveLength(2);
    const last = screen.getByRole('region', { name: 'Last session' });
    expect(within(last).getByText('45 min · 9 attempts')).toBeInTheDocument();
    expect(screen.queryByText(/Being updated/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('"How is this computed?" states the rule per task from the figure, the interval, the cap, CUSUM and decay', async () => {
    const { handler } = server({ '/api/trainee/overview': ok(overview) });
    renderApp({ path: '/trainee/overview', user: users.trainee, handler });
    await userEvent.click(await screen.findByRole('button', { name: 'How is this computed?' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'How FLS readiness is computed' });
    const rule = within(dialog).getByRole('table', { name: 'What counts towards each FLS task' });
    const rows = within(rule).getAllByRole('row');
    expect(rows).toHaveLength(6);
    expect(rows[1]?.textContent).toBe(
      ['Peg transfer', 'Transferring', 'Peg transfer', '3', '85', '75', '80', '12'].join(''),
    );
    expect(rows[5]?.textContent).toBe(
      ['Intracorporeal suturing', 'Suturing', 'Intracorporeal knot', '3', '90', '65', '80', '12'].join(''),
    );
    expect(within(dialog).getByText(/the 80 % interval \(from the 10th to the 90th percentile\)/)).toBeInTheDocument();
    expect(within(dialog).getByText(/When the median is above 150 h/)).toBeInTheDocument();
    expect(within(dialog).getByText(/not trained for 6 weeks is due a refresh/)).toBeInTheDocument();
    expect(within(dialog).getByText(/At 3 min per attempt that is 30 min of peg transfer/)).toBeInTheDocument();
    const backtest = within(dialog).getByRole('table', { name: 'Backtest figures' });
    expect(
      within(backtest).getByRole('rowheader', { name: 'The 80 % interval holds the true hours left' }),
    ).toBeInTheDocument();
    expect(within(backtest).getByText('75 % to 85 %')).toBeInTheDocument();
    expect(within(dialog).getByText('Model fls-3f9c2a1b7d40')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  });

  it('not on course names the task and the score that block, and shows no hours figure', async () => {
    const { handler } = server({ '/api/trainee/overview': ok({ ...overview, readiness: notOnCourse }) });
    renderApp({ path: '/trainee/overview', user: users.trainee, handler });
    const forecast = await screen.findByTestId('fls-forecast', {}, LAZY);
    expect(forecast).toHaveTextContent(
      'Not on course: Intracorporeal suturing’s accuracy levels off below its target. A change helps: coaching, another approach, or an easier level first.',
    );
    expect(forecast.textContent).not.toMatch(/\d+ (h|min)\b/);
    const intra = screen.getByTestId('fls-task-intracorporeal_suturing');
    expect(within(intra).getByText('Not on course')).toBeInTheDocument();
    expect(within(intra).getByText('Accuracy levels off below its target.')).toBeInTheDocument();

    // Above the cap the block names the task without a score, and still no hours.
    const capped = {
      ...notOnCourse,
      forecast: { ...notOnCourse.forecast, blocking: [{ task: 'peg_transfer', score: null }] },
    };
    const view = server({ '/api/trainee/overview': ok({ ...overview, readiness: capped }) });
    cleanup();
    renderApp({ path: '/trainee/overview', user: users.trainee, handler: view.handler });
    expect(await screen.findByTestId('fls-forecast', {}, LAZY)).toHaveTextContent(
      'Not on course: Peg transfer would take more than 150 h at this pace.',
    );
  });

  it('a refresh due names the task; Practise next sends the trainee there', async () => {
    const { handler } = server({ '/api/trainee/overview': ok({ ...overview, readiness: refreshDue }) });
    renderApp({ path: '/trainee/overview', user: users.trainee, handler });
    const notice = await screen.findByRole('alert', {}, LAZY);
    expect(notice).toHaveTextContent('Refresh due');
    expect(notice).toHaveTextContent('Pattern cutting has not been trained for 6 weeks. Two passes restore it.');
    expect(within(screen.getByTestId('fls-task-pattern_cutting')).getByText('Refresh due')).toBeInTheDocument();
    const next = screen.getByRole('region', { name: 'Practise next' });
    expect(within(next).getByText('Precision pattern cutting at level 3 (Pattern cutting)')).toBeInTheDocument();
    expect(within(next).getByText(/due a refresh after 6 weeks without training/)).toBeInTheDocument();
  });

  it('names every task due in one notice; a figure without a suggestion does not claim every task is proficient', async () => {
    const twoDue = {
      ...refreshDue,
      refresh: [
        { task: 'peg_transfer', reason: 'decay' },
        { task: 'pattern_cutting', reason: 'decay' },
      ],
      practise_next: null,
    };
    const { handler } = server({ '/api/trainee/overview': ok({ ...overview, readiness: twoDue }) });
    renderApp({ path: '/trainee/overview', user: users.trainee, handler });
    const notice = await screen.findByTestId('fls-refresh-decay', {}, LAZY);
    expect(notice).toHaveTextContent(
      /^Refresh duePeg transfer and Pattern cutting have not been trained for 6 weeks\. Two passes restore each\.$/,
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    const next = screen.getByRole('region', { name: 'Practise next' });
    expect(within(next).getByText('No suggestion yet: it comes with the next computed figure.')).toBeInTheDocument();
    expect(within(next).queryByText(/Every task is proficient/)).not.toBeInTheDocument();
  });

  it('a relapse reads "refresh needed", naming the task', async () => {
    const relapsed = {
      ...refreshDue,
      state: 'refresh_needed',
      refresh: [{ task: 'pattern_cutting', reason: 'relapse' }],
      skills: refreshDue.skills.map((figure) =>
        figure.task === 'pattern_cutting' ? { ...figure, state: 'refresh_needed' } : figure,
      ),
    };
    const { handler } = server({ '/api/trainee/overview': ok({ ...overview, readiness: relapsed }) });
    renderApp({ path: '/trainee/overview', user: users.trainee, handler });
    const notice = await screen.findByRole('alert', {}, LAZY);
    expect(notice).toHaveTextContent('Refresh needed');
    expect(notice).toHaveTextContent(/^Refresh neededPattern cutting: the recent attempts fell below/);
    expect(screen.getByText(/It needs a refresh: the recent attempts fell below its level/)).toBeInTheDocument();
  });

  it('says when the figure is being updated, and when every task is proficient', async () => {
    const ready = {
      ...readiness,
      stale: true,
      ready: true,
      state: 'ready',
      progress: 1,
      forecast: { method: 'reached', hours_left: 0, low: 0, high: 0, blocking: [] },
      practise_next: null,
    };
    const { handler } = server({ '/api/trainee/overview': ok({ ...overview, readiness: ready }) });
    renderApp({ path: '/trainee/overview', user: users.trainee, handler });
    expect(
      await screen.findByText('Ready for the FLS manual-skills exam: every task is proficient.', {}, LAZY),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Being updated: the newest sessions are not in these figures yet.',
    );
    expect(screen.getByText(/Every task is proficient. Keep each one fresh/)).toBeInTheDocument();
  });

  it("tells a new trainee how to connect the game, with the cohort's figure for trainees like them", async () => {
    const { handler } = server({ '/api/trainee/overview': ok(emptyOverview) });
    renderApp({ path: '/trainee/overview', user: users.trainee, handler });
    expect(await screen.findByRole('heading', { name: 'No training yet' }, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connect the game' })).toHaveAttribute('href', '/device');
    expect(screen.getByTestId('fls-forecast')).toHaveTextContent(
      'Most likely 15 h more, between 11 h and 21 h. This is based on trainees like you until you have more attempts of your own.',
    );
    expect(screen.getByRole('img', { name: 'Share of the FLS rule met: 0 %' })).toBeInTheDocument();
    const tasks = screen.getByRole('list', { name: 'The five FLS tasks' });
    expect(within(tasks).getAllByText('Not started')).toHaveLength(5);
    expect(within(tasks).getAllByText('0 of 12 passes at target · no attempt counts yet')).toHaveLength(2);
    // The exercise is named like the task: said once.
    expect(screen.getByTestId('practise-next')).toHaveTextContent(/^Peg transfer at level 3$/);
  });

  it("is the trainee's dashboard", async () => {
    const { handler } = server({ '/api/trainee/overview': ok(overview) });
    renderApp({ path: '/dashboard', user: users.trainee, handler });
    expect(await screen.findByText('Most likely 6 h more, between 4 h and 9 h.', {}, LAZY)).toBeInTheDocument();
  });
});

describe('training activity', () => {
  it('shows the past days, the last sessions and the range figures', async () => {
    const { handler, calls } = server({ '/api/trainee/training-activity': ok(activity) });
    renderApp({ path: '/trainee/training-activity', user: users.trainee, handler });
    expect(await screen.findByRole('figure', { name: 'Minutes per day, past 10 days' }, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Last 10 sessions' })).toBeInTheDocument();
    // Wider than a phone, the tables scroll in regions the keyboard reaches.
    for (const name of ['Last 10 sessions', 'Per skill']) {
      const region = screen.getByRole('region', { name: `${name}, scrolls sideways` });
      expect(region).toHaveAttribute('tabindex', '0');
      expect(within(region).getByRole('table', { name })).toBeInTheDocument();
    }
    expect(screen.getByText(/any range of up to 365 days/i)).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Per skill' })).getByText('Transferring')).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('preset=last_7_days'))).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'Last 30 days' }));
    await waitFor(() => expect(calls.some((call) => call.url.includes('preset=last_30_days'))).toBe(true));
  });

  it('keeps the past days and the last sessions when a custom range is refused, with the message at the dates', async () => {
    const message = 'The start date must be less than 365 days from the end date.';
    // The API refuses the custom range and answers the default one.
    const handler = (call: RecordedCall) =>
      call.url.includes('preset=custom')
        ? jsonResponse(422, { message, code: 'validation', errors: { start_date: [message] } })
        : jsonResponse(200, { data: activity });
    renderApp({
      path: '/trainee/training-activity?preset=custom&start_date=2024-01-01&end_date=2026-11-24',
      user: users.trainee,
      handler,
    });
    expect(await screen.findByText(message, {}, LAZY)).toBeInTheDocument();
    expect(screen.getByText('At most 365 days from the first to the last day.')).toBeInTheDocument();
    expect(await screen.findByRole('figure', { name: 'Minutes per day, past 10 days' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Last 10 sessions' })).toBeInTheDocument();
    // No figures of another range pass for the refused one.
    expect(screen.queryByRole('table', { name: 'Per skill' })).not.toBeInTheDocument();
    expect(screen.queryByText('Training time')).not.toBeInTheDocument();
  });

  it('asks for the dates of a custom range instead of showing the last 7 days as its figures', async () => {
    const { handler, calls } = server({ '/api/trainee/training-activity': ok(activity) });
    renderApp({ path: '/trainee/training-activity?preset=custom', user: users.trainee, handler });
    expect(await screen.findByRole('table', { name: 'Last 10 sessions' }, LAZY)).toBeInTheDocument();
    expect(screen.getByText('Choose the first and the last day of the range to see its figures.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Per skill' })).not.toBeInTheDocument();
    expect(screen.queryByText('Training time')).not.toBeInTheDocument();
    expect(calls.every((call) => !call.url.includes('preset=custom'))).toBe(true);
  });

  it('reads every time one way: the time trained of a session, the totals, the skills', async () => {
    const { handler } = server({ '/api/trainee/training-activity': ok(activity) });
    renderApp({ path: '/trainee/training-activity', user: users.trainee, handler });
    const sessions = await screen.findByRole('table', { name: 'Last 10 sessions' }, LAZY);
    expect(within(sessions).getByText('26 min')).toBeInTheDocument();
    expect(within(sessions).getByText('1 h 5 min')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Per skill' })).getByText('42 min')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\b0 h|\d\.\d h/);
  });
});

describe('skill pages', () => {
  it('shows a skill with its trend, and tabs only for the pages it has', async () => {
    const { handler } = server({ '/api/trainee/skills/suturing': ok(skillMain) });
    renderApp({ path: '/trainee/skill-performance/suturing', user: users.trainee, handler });
    expect(
      await screen.findByRole('figure', { name: 'Mean scores of the last 10 sessions' }, LAZY),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Suturing', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('92 / 77 / 88')).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Skill pages' });
    expect(within(tabs).getByRole('link', { name: 'Accuracy' })).toHaveAttribute(
      'href',
      '/trainee/skill-performance/suturing/accuracy',
    );
    expect(within(tabs).queryByRole('link', { name: 'Gameplay' })).not.toBeInTheDocument();
  });

  it('shows each FLS task the skill trains: its readiness, learning curve and CUSUM (suturing: two tasks)', async () => {
    const { handler } = server({ '/api/trainee/skills/suturing': ok(skillMain) });
    renderApp({ path: '/trainee/skill-performance/suturing', user: users.trainee, handler });
    const intra = await screen.findByRole('region', { name: 'Intracorporeal suturing: FLS readiness' }, LAZY);
    expect(screen.getByRole('region', { name: 'Extracorporeal suturing: FLS readiness' })).toBeInTheDocument();
    const figure = (label: string) => within(intra).getByText(label).nextSibling;
    expect(figure('Passes at target')).toHaveTextContent('0 of 12 passes at target');
    expect(figure('Weakest score')).toHaveTextContent('Accuracy 83 of 90');
    expect(figure('Targets (A / S / G)')).toHaveTextContent('90 / 65 / 80');
    expect(figure('Counts from level')).toHaveTextContent('3');
    expect(figure('Exercises')).toHaveTextContent('Intracorporeal knot');
    expect(figure('Chance the next attempt passes')).toHaveTextContent('12 %');
    expect(figure('Time left for this task')).toHaveTextContent('5 h (3 h–7 h)');
    expect(figure('Per attempt')).toHaveTextContent('8 min');
    expect(within(intra).getByText('On course')).toBeInTheDocument();

    const curve = screen.getByRole('figure', { name: 'Intracorporeal suturing: learning curve' });
    const passes = skillMain.curves[1]?.attempts.filter((attempt) => attempt.pass).length;
    expect(
      within(curve).getByText(new RegExp(`last 48 counted attempts.*Passes among them: ${passes},`)),
    ).toBeInTheDocument();
    const cusum = screen.getByRole('figure', { name: 'Intracorporeal suturing: CUSUM' });
    expect(within(cusum).getByTestId('cusum-intracorporeal_suturing')).toHaveTextContent('Not signed off yet');
    expect(within(cusum).getByText(/at its limit \(5\.5\) the task is signed off/)).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Extracorporeal suturing: learning curve' })).toBeInTheDocument();
  });

  it("marks peg transfer's passes, and says when a task is signed off or relapsed", async () => {
    const passes = skillTransferring.curves[0]?.attempts.filter((attempt) => attempt.pass).length ?? 0;
    expect(passes).toBeGreaterThan(0);
    const { handler } = server({ '/api/trainee/skills/transferring': ok(skillTransferring) });
    const view = renderApp({ path: '/trainee/skill-performance/transferring', user: users.trainee, handler });
    const curve = await screen.findByRole('figure', { name: 'Peg transfer: learning curve' }, LAZY);
    expect(
      within(curve).getByText(new RegExp(`last 60 counted attempts.*Passes among them: ${passes},`)),
    ).toBeInTheDocument();
    view.unmount();

    const cutting = readiness.skills[1];
    if (!cutting) throw new Error('fixture');
    const attempts = skillTransferring.curves[0]?.attempts ?? [];
    const page = (figure: typeof cutting) => ({
      ...skillTransferring,
      skill: 'cutting',
      readiness: [figure],
      curves: [{ task: 'pattern_cutting' as const, attempts, signed_off_n: 12, sign_off_limit: 5.5, relapse_limit: 6 }],
    });
    const signed = server({ '/api/trainee/skills/cutting': ok(page(cutting)) });
    const second = renderApp({
      path: '/trainee/skill-performance/cutting',
      user: users.trainee,
      handler: signed.handler,
    });
    const cusum = await screen.findByRole('figure', { name: 'Pattern cutting: CUSUM' }, LAZY);
    expect(within(cusum).getByTestId('cusum-pattern_cutting')).toHaveTextContent('Signed off');
    expect(
      within(cusum).getByText(/Signed off\. Since then the CUSUM watches for a relapse.*\(6\)/),
    ).toBeInTheDocument();
    second.unmount();

    const relapsed = {
      ...cutting,
      state: 'refresh_needed' as const,
      cusum: { ...cutting.cusum, relapse: true, value: 6.3 },
    };
    const third = server({ '/api/trainee/skills/cutting': ok(page(relapsed)) });
    renderApp({ path: '/trainee/skill-performance/cutting', user: users.trainee, handler: third.handler });
    const relapse = await screen.findByRole('figure', { name: 'Pattern cutting: CUSUM' }, LAZY);
    expect(within(relapse).getByTestId('cusum-pattern_cutting')).toHaveTextContent('Relapse');
    expect(within(relapse).getByText(/^Relapse: the CUSUM reached its limit \(6\) after sign-off/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Pattern cutting: FLS readiness' })).toHaveTextContent('Refresh needed');
  });

  it('a skill that trains no FLS task shows no readiness', async () => {
    const { handler } = server({ '/api/trainee/skills/clipping': ok(skillClipping) });
    renderApp({ path: '/trainee/skill-performance/clipping', user: users.trainee, handler });
    expect(
      await screen.findByRole('figure', { name: 'Mean scores of the last 10 sessions' }, LAZY),
    ).toBeInTheDocument();
    expect(screen.queryByText(/FLS readiness|learning curve|CUSUM/)).not.toBeInTheDocument();
  });

  it('shows the accuracy page with its target', async () => {
    const { handler } = server({ '/api/trainee/skills/suturing/accuracy': ok(skillAccuracy) });
    renderApp({ path: '/trainee/skill-performance/suturing/accuracy', user: users.trainee, handler });
    expect(await screen.findByRole('figure', { name: 'Accuracy per day, past 10 days' }, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Suturing: Accuracy' })).toBeInTheDocument();
    expect(screen.getByText('Target').nextSibling).toHaveTextContent('90');
  });

  it.each([
    '/trainee/skill-performance/juggling',
    '/trainee/skill-performance/suturing/gameplay',
    '/trainee/skill-performance/clipping/accuracy',
  ])('%s is the not-found page, without asking the API', async (path) => {
    const { handler, calls } = server({});
    renderApp({ path, user: users.trainee, handler });
    expect(await screen.findByText('404', {}, LAZY)).toBeInTheDocument();
    expect(calls.filter((call) => call.url.includes('/skills/'))).toEqual([]);
  });
});

describe('team performance', () => {
  const managerRoutes = {
    '/api/manager/team': () => jsonResponse(200, page([teamMember])),
    '/api/manager/team/hours-per-week': ok(hoursPerWeek),
    [`/api/manager/members/${MEMBER_ID}/overview`]: ok({ ...overview, subject: member }),
  };

  it("lists the members with their state and forecast; the downloads carry the filters; a name opens the member's pages", async () => {
    const { handler, calls } = server(managerRoutes);
    renderApp({ path: '/manager/organization-dashboard?filter[state]=on_course', user: users.manager, handler });
    const table = await screen.findByRole('table', { name: 'Members' }, LAZY);
    expect(await within(table).findByText('9 h 15 min')).toBeInTheDocument();
    expect(within(table).getByText('45 %')).toBeInTheDocument();
    const asked = () => calls.map((call) => decodeURIComponent(call.url)).filter((url) => url.includes('/team?'));
    expect(asked().some((url) => url.includes('filter[state]=on_course'))).toBe(true);
    expect(screen.getByLabelText('Status', { selector: 'input' })).toHaveValue('On course');
    expect(screen.getByRole('link', { name: 'Download XLSX' }).getAttribute('href')).toMatch(
      /^\/api\/manager\/team\/export\?.*format=xlsx/,
    );
    expect(decodeURIComponent(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href') ?? '')).toContain(
      'filter[state]=on_course',
    );
    expect(screen.getByRole('figure', { name: 'Team hours per week' })).toBeInTheDocument();
    expect(screen.getByText(/^St\. Elisabeth Hospital: every active trainee’s hours/)).toBeInTheDocument();
    expect(screen.getByText(/trainers and members not active yet are not counted/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Role' })).not.toBeInTheDocument();

    await userEvent.click(within(table).getByRole('link', { name: 'Open Mia Member’s training' }));
    expect(await screen.findByRole('heading', { name: 'Mia Member: Overview' }, LAZY)).toBeInTheDocument();
    expect(screen.getByText('Read-only: what Mia Member sees on their own pages.')).toBeInTheDocument();
    // Said once.
    expect(document.body.textContent?.match(/read-only/gi)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back to the team' })).toHaveAttribute(
      'href',
      '/manager/organization-dashboard',
    );
    expect(screen.queryByRole('link', { name: 'Connect the game' })).not.toBeInTheDocument();
    // The member's twin shares the overview's components, its links lead to the member's pages.
    expect(screen.getByText('7 of 12 passes at target · Speed 68 of 75')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Practise next' })).getByRole('link', { name: 'Open Suturing' }),
    ).toHaveAttribute('href', `/manager/members/${MEMBER_ID}/skill-performance/suturing`);
  });

  it("says each trainee's state: ready, on course with the forecast, not on course with the task, refresh due, idle", async () => {
    const { handler, calls } = server({ ...managerRoutes, '/api/manager/team': () => jsonResponse(200, page(team)) });
    const view = renderApp({ path: '/manager/organization-dashboard', user: users.manager, handler });
    const table = await screen.findByRole('table', { name: 'Members' }, LAZY);
    const row = async (name: string) =>
      (await within(table).findByRole('link', { name: `Open ${name}’s training` })).closest('tr') as HTMLElement;
    expect(within(await row('Mia Member')).getByText('On course')).toBeInTheDocument();
    expect(within(await row('Mia Member')).getByText('6 h (4 h–9 h)')).toBeInTheDocument();
    expect(within(await row('Rosa Ready')).getByText('Ready')).toBeInTheDocument();
    const blocked = await row('Niels Notoncourse');
    expect(within(blocked).getByText('Not on course')).toBeInTheDocument();
    expect(within(blocked).getByText('Blocked by Intracorporeal suturing')).toBeInTheDocument();
    expect(blocked.textContent).not.toMatch(/\(\d+ h/);
    const due = await row('Femke Refresh');
    expect(within(due).getByText('Refresh due')).toBeInTheDocument();
    expect(within(due).getByText('Pattern cutting')).toBeInTheDocument();
    const idle = await row('Ivo Idle');
    expect(within(idle).getByText('Idle')).toBeInTheDocument();
    expect(within(idle).getByText('No training for 14 days or more')).toBeInTheDocument();

    // Sorted by the forecast: the list's `forecast` sort, in the URL and asked of the API.
    await userEvent.click(within(table).getByRole('button', { name: /Forecast/ }));
    await waitFor(() => expect(view.location()).toContain('sort=forecast'));
    await waitFor(() =>
      expect(
        calls.some((call) => new URL(call.url, 'http://portal.test').searchParams.get('sort') === 'forecast'),
      ).toBe(true),
    );
    expect(decodeURIComponent(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href') ?? '')).toContain(
      'sort=forecast',
    );

    // The state filter offers the five states.
    await userEvent.click(screen.getByLabelText('Status', { selector: 'input' }));
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual([
      'Ready',
      'On course',
      'Not on course',
      'Refresh due',
      'Idle',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Not on course', hidden: true }));
    await waitFor(() => expect(decodeURIComponent(view.location())).toContain('filter[state]=not_on_course'));
  });

  it("is the manager's dashboard", async () => {
    const { handler } = server(managerRoutes);
    renderApp({ path: '/dashboard', user: users.manager, handler });
    expect(await screen.findByRole('table', { name: 'Members' }, LAZY)).toBeInTheDocument();
  });

  it('a member of another organization is the not-found page', async () => {
    const { handler } = server(managerRoutes);
    renderApp({ path: `/manager/members/${ORG_ID}/overview`, user: users.manager, handler });
    expect(await screen.findByText('404', {}, LAZY)).toBeInTheDocument();
  });

  it('a trainer reads the team at trainee/team; a trainee may not', async () => {
    const { handler } = server({
      '/api/trainee/team': () => jsonResponse(200, page([teamMember])),
      '/api/trainee/team/hours-per-week': ok(hoursPerWeek),
    });
    const view = renderApp({ path: '/trainee/team', user: trainer, handler });
    const table = await screen.findByRole('table', { name: 'Members' }, LAZY);
    expect(await within(table).findByRole('link', { name: 'Open Mia Member’s training' })).toHaveAttribute(
      'href',
      `/trainee/team/${MEMBER_ID}/overview`,
    );
    view.unmount();
    const refused = renderApp({ path: '/trainee/team', user: users.trainee, handler });
    await waitFor(() => expect(refused.location()).toBe('/unauthorized'), LAZY);
  });

  it("the admin's organization tab, and the platform figures on the admin's dashboard", async () => {
    const organization = {
      id: ORG_ID,
      name: 'St. Elisabeth Hospital',
      street: 'Main',
      house_number: '1',
      addition: null,
      zipcode: '1000',
      city: 'Tilburg',
      country: 'NL',
      members_count: 3,
      license_manager: null,
      created_at: '2026-01-12T09:00:00.000Z',
      updated_at: '2026-01-12T09:00:00.000Z',
    };
    const { handler } = server({
      [`/api/admin/organizations/${ORG_ID}`]: ok(organization),
      [`/api/admin/organizations/${ORG_ID}/team`]: () => jsonResponse(200, page([teamMember])),
      [`/api/admin/organizations/${ORG_ID}/team/hours-per-week`]: ok(hoursPerWeek),
      '/api/admin/dashboard': ok({
        organizations: 12,
        active_seats: 140,
        training_hours_this_month: 321.5,
        active_trainees: 57,
      }),
    });
    const view = renderApp({ path: `/admin/organizations/${ORG_ID}/dashboard`, user: users.superAdmin, handler });
    const table = await screen.findByRole('table', { name: 'Members' }, LAZY);
    expect(await within(table).findByRole('link', { name: 'Open Mia Member’s training' })).toHaveAttribute(
      'href',
      `/admin/organizations/${ORG_ID}/members/${MEMBER_ID}/overview`,
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Organization' })).getByRole('link', { name: 'Dashboard' }),
    ).toHaveAttribute('aria-current', 'page');
    view.unmount();
    renderApp({ path: '/dashboard', user: users.superAdmin, handler });
    expect(await screen.findByText('321 h 30 min', {}, LAZY)).toBeInTheDocument();
    expect(screen.getByText('Trainees active in the last 7 days')).toBeInTheDocument();
  });
});
