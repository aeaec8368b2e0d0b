import type { CurrentUser } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
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
  ORG_ID,
  overview,
  page,
  readiness,
  skillAccuracy,
  skillMain,
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
  it('shows the time trained, the FLS forecast with its band, the skills and the last session', async () => {
    const { handler } = server({ '/api/trainee/overview': ok(overview) });
    renderApp({ path: '/trainee/overview', user: users.trainee, handler });
    expect(await screen.findByText('About 5 h of training left (3 h to 8 h).', {}, LAZY)).toBeInTheDocument();
    expect(screen.getByText('6 h')).toBeInTheDocument();
    expect(screen.getByText('14 sessions')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Progress towards the FLS manual-skills exam: 62 %/ })).toBeInTheDocument();
    expect(screen.getByText('Mastered')).toBeInTheDocument();
    const skills = screen.getByRole('region', { name: 'The eight skills' });
    expect(within(skills).getByRole('link', { name: 'Open Suturing' })).toHaveAttribute(
      'href',
      '/trainee/skill-performance/suturing',
    );
    expect(within(skills).getAllByText('Not trained yet')).toHaveLength(2);
    const last = screen.getByRole('region', { name: 'Last session' });
    expect(within(last).getByText('45 min · 9 attempts')).toBeInTheDocument();
    // The model in words, behind its link.
    await userEvent.click(screen.getByRole('button', { name: 'How is this computed?' }));
    const dialog = await screen.findByRole('dialog', { name: 'How FLS readiness is computed' });
    expect(within(dialog).getByText(/two attempts in a row/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  });

  it('says when there is too little data (the 15-hour average) and which skill levels off', async () => {
    const average = {
      ...overview,
      readiness: { ...readiness, forecast: { ...readiness.forecast, method: 'average', hours_left: 13 } },
    };
    const { handler } = server({ '/api/trainee/overview': ok(average) });
    const view = renderApp({ path: '/trainee/overview', user: users.trainee, handler });
    expect(
      await screen.findByText(/Too little data yet for a personal forecast: the average is 15 hours/, {}, LAZY),
    ).toBeInTheDocument();
    view.unmount();

    const plateau = {
      ...overview,
      readiness: {
        ...readiness,
        forecast: { method: 'plateau', hours_left: null, low: null, high: null, blocked_by: ['suturing'] },
      },
    };
    const second = server({ '/api/trainee/overview': ok(plateau) });
    renderApp({ path: '/trainee/overview', user: users.trainee, handler: second.handler });
    expect(
      await screen.findByText(/Suturing will not reach the target on the present course/, {}, LAZY),
    ).toBeInTheDocument();
  });

  it('tells a new trainee how to connect the game', async () => {
    const { handler } = server({ '/api/trainee/overview': ok(emptyOverview) });
    renderApp({ path: '/trainee/overview', user: users.trainee, handler });
    expect(await screen.findByRole('heading', { name: 'No training yet' }, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connect the game' })).toHaveAttribute('href', '/device');
  });

  it("is the trainee's dashboard", async () => {
    const { handler } = server({ '/api/trainee/overview': ok(overview) });
    renderApp({ path: '/dashboard', user: users.trainee, handler });
    expect(await screen.findByText('About 5 h of training left (3 h to 8 h).', {}, LAZY)).toBeInTheDocument();
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

  it("lists the members with their figures; the downloads carry the filters; a name opens the member's pages", async () => {
    const { handler, calls } = server(managerRoutes);
    renderApp({ path: '/manager/organization-dashboard?filter[track]=behind', user: users.manager, handler });
    const table = await screen.findByRole('table', { name: 'Members' }, LAZY);
    expect(await within(table).findByText('9 h 15 min')).toBeInTheDocument();
    expect(within(table).getByText('45 %')).toBeInTheDocument();
    expect(within(table).getByText('Behind')).toBeInTheDocument();
    expect(
      calls.some((call) => call.url.includes('filter[track]=behind') || call.url.includes('filter%5Btrack%5D=behind')),
    ).toBe(true);
    expect(screen.getByRole('link', { name: 'Download XLSX' }).getAttribute('href')).toMatch(
      /^\/api\/manager\/team\/export\?.*format=xlsx/,
    );
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toContain('behind');
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
