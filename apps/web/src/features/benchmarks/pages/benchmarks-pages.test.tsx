import { type Benchmark, FLS_TASKS } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type RecordedCall } from '../../../test/http';
import { renderApp } from '../../../test/render-app';
import { users } from '../../../test/users';

afterEach(() => vi.unstubAllGlobals());

const ID = '00000000-0000-4000-8000-000000000501';
const draft: Benchmark = {
  id: ID,
  number: 2,
  version: 'v2',
  name: 'Faculty 2026',
  organization_name: 'St. Elisabeth Teaching Hospital',
  status: 'draft',
  source: null,
  portal_default: false,
  created_at: '2026-03-02T09:00:00.000Z',
  created_by: 'Mia Manager',
  activated_at: null,
  targets: [],
  experts: null,
};
const scores = { accuracy: 94, speed: 75, gameplay: 84 };
const built: Benchmark = {
  ...draft,
  source: 'experts',
  targets: FLS_TASKS.map((task) => ({ task, level: 3, accuracy: 87.1, speed: 66.5, gameplay: 77.2 })),
  experts: {
    attempts: 5,
    experts: ['Ada', 'Ben', 'Cleo'].map((first, i) => ({
      user_id: `00000000-0000-4000-8000-00000000060${i}`,
      name: `${first} Expert`,
      tasks: FLS_TASKS.map((task) => ({ task, attempts: 5, mean: scores })),
    })),
    tasks: FLS_TASKS.map((task) => ({
      task,
      attempts: 15,
      mean: scores,
      sd: { accuracy: 3.46, speed: 4.23, gameplay: 3.38 },
      target: { accuracy: 87.1, speed: 66.5, gameplay: 77.2 },
    })),
  },
};
const candidates = ['Ada', 'Ben', 'Cleo', 'Dora'].map((first, i) => ({
  id: `00000000-0000-4000-8000-00000000060${i}`,
  name: `${first} Expert`,
  role: 'trainer',
  attempts: FLS_TASKS.map((task) => ({ task, attempts: first === 'Dora' ? 2 : 12 })),
}));

describe('benchmarks', { timeout: 30_000 }, () => {
  it('builds a draft from the chosen experts, shows the expert data used and offers activation', async () => {
    let current = draft;
    const app = renderApp({
      path: `/manager/benchmarks/${ID}`,
      user: users.manager,
      handler: (call: RecordedCall) => {
        if (call.method === 'GET' && call.url === `/api/manager/benchmarks/${ID}`)
          return jsonResponse(200, { data: current });
        if (call.method === 'GET' && call.url === '/api/manager/benchmarks/experts')
          return jsonResponse(200, { data: candidates });
        if (call.method === 'POST' && call.url === `/api/manager/benchmarks/${ID}/from-experts`) {
          current = built;
          return jsonResponse(200, { data: built });
        }
        return jsonResponse(404, { message: 'Not found.' });
      },
    });
    expect(
      await screen.findByText('This draft has no targets yet: build them from experts below.'),
    ).toBeInTheDocument();
    const form = await screen.findByRole('region', { name: 'Build from experts' });
    // Dora has too few attempts: the picker says so.
    expect(within(form).getByText('2 per task (least)')).toBeInTheDocument();
    for (const name of ['Ada Expert', 'Ben Expert', 'Cleo Expert']) {
      await userEvent.click(within(form).getByRole('checkbox', { name: `Use ${name} as an expert` }));
    }
    const n = within(form).getByRole('textbox', { name: 'Last N attempts per task' });
    await userEvent.clear(n);
    await userEvent.type(n, '5');
    await userEvent.click(within(form).getByRole('button', { name: 'Build targets' }));
    await waitFor(() => {
      const post = app.http.calls.find((c) => c.method === 'POST' && c.url.endsWith('/from-experts'));
      expect(JSON.parse(String(post?.body))).toEqual({
        user_ids: candidates.slice(0, 3).map((c) => c.id),
        attempts: 5,
      });
    });
    const perTask = await screen.findByRole('table', { name: 'Mean, standard deviation and target per task' });
    expect(within(perTask).getAllByText('87.1 / 66.5 / 77.2')).toHaveLength(5);
    expect(within(perTask).getAllByText('3.46 / 4.23 / 3.38')).toHaveLength(5);
    const perExpert = screen.getByRole('table', { name: 'Attempts and mean scores per expert' });
    expect(within(perExpert).getByText('Cleo Expert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activate' })).toBeInTheDocument();
  });

  it('deactivates the active version after a confirmation: back to the published targets', async () => {
    const active: Benchmark = { ...built, status: 'active', activated_at: '2026-03-02T10:00:00.000Z' };
    let overview = {
      applies: 'organization',
      current: active,
      fallback: 'published',
      published: built.targets,
      versions: [active],
    };
    const app = renderApp({
      path: '/manager/benchmarks',
      user: users.manager,
      handler: (call: RecordedCall) => {
        if (call.method === 'GET' && call.url === '/api/manager/benchmarks')
          return jsonResponse(200, { data: overview });
        if (call.method === 'POST' && call.url === `/api/manager/benchmarks/${ID}/deactivate`) {
          const retired = { ...active, status: 'retired' };
          overview = { ...overview, applies: 'published', current: null, versions: [retired] } as never;
          return jsonResponse(200, { data: retired });
        }
        return jsonResponse(404, { message: 'Not found.' });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate v2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate benchmark v2?' });
    expect(within(dialog).getByText(/judged by the published FLS targets again/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(app.http.calls.some((c) => c.method === 'POST' && c.url.endsWith(`/${ID}/deactivate`))).toBe(true),
    );
    expect(await screen.findByText('The portal’s published FLS targets judge readiness.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate v2' })).not.toBeInTheDocument();
  });
});
