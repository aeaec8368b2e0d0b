import type { AssignmentProgress, TraineeCurriculum } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type RecordedCall } from '../../../test/http';
import { renderApp } from '../../../test/render-app';
import { users } from '../../../test/users';

afterEach(() => vi.unstubAllGlobals());

const ID = (n: number) => `00000000-0000-4000-8000-0000000004${String(n).padStart(2, '0')}`;
const module = {
  position: 1,
  skill: 'transferring' as const,
  exercise: 'Peg transfer',
  fls_task: 'peg_transfer' as const,
  min_level: 3,
  targets: null,
  consecutive_passes: 2,
  further_passes: 10,
};
const assignment = {
  id: ID(1),
  curriculum_id: ID(2),
  curriculum_name: 'Core skills',
  version: 1,
  group_id: ID(3),
  group_name: 'PGY-1 2027',
  due_date: '2026-05-31',
  members: 2,
  created_at: '2026-03-01T09:00:00.000Z',
};

describe('curricula', { timeout: 30_000 }, () => {
  it("shows the trainee's curriculum: per-module progress, the next module and the forecast against the due date", async () => {
    const mine: TraineeCurriculum = {
      assignment_id: ID(1),
      curriculum_id: ID(2),
      name: 'Core skills',
      version: 1,
      group_name: 'PGY-1 2027',
      due_date: '2026-05-31',
      modules: [{ ...module, attempts: 14, passes: 5, required: 12, complete: false }],
      modules_complete: 0,
      next_module: 1,
      completed_on: null,
      hours_left: 3.5,
      forecast_finish: '2026-06-20',
      behind: true,
    };
    renderApp({
      path: '/trainee/curricula',
      user: users.trainee,
      handler: (call: RecordedCall) =>
        call.url === '/api/trainee/curricula'
          ? jsonResponse(200, { data: [mine] })
          : jsonResponse(404, { message: 'Not found.' }),
    });
    const card = await screen.findByRole('article', { name: 'Core skills' });
    expect(within(card).getByText('Behind the due date')).toBeInTheDocument();
    expect(within(card).getByText('Next: Peg transfer (level 3+)')).toBeInTheDocument();
    expect(within(card).getByText(/Forecast finish: .*2026.*About 3.5 h of training left/)).toBeInTheDocument();
    expect(within(card).getByText('5 of 12 passes · 14 attempts')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download my portfolio (PDF)' })).toHaveAttribute(
      'href',
      '/api/trainee/portfolio',
    );
  });

  it('lets the manager assign a curriculum to a group with a due date; a date in the past is refused under its field', async () => {
    const curriculum = {
      id: ID(2),
      name: 'Core skills',
      description: null,
      version: 1,
      modules: [module],
      assignments: 0,
      updated_at: '2026-03-01T09:00:00.000Z',
    };
    const group = {
      id: ID(3),
      name: 'PGY-1 2027',
      members: [],
      assignments: 0,
      updated_at: '2026-03-01T09:00:00.000Z',
    };
    const app = renderApp({
      path: '/manager/curricula',
      user: users.manager,
      handler: (call: RecordedCall) => {
        if (call.method === 'GET' && call.url === '/api/manager/curricula')
          return jsonResponse(200, { data: [curriculum] });
        if (call.method === 'GET' && call.url === '/api/manager/groups') return jsonResponse(200, { data: [group] });
        if (call.method === 'GET' && call.url === '/api/manager/assignments') return jsonResponse(200, { data: [] });
        if (call.method === 'POST' && call.url === `/api/manager/curricula/${ID(2)}/assignments`) {
          const body = JSON.parse(String(call.body));
          return body.due_date === '2020-01-01'
            ? jsonResponse(422, {
                message: 'The given data was invalid.',
                errors: { due_date: ['The due date may not be in the past.'] },
              })
            : jsonResponse(201, { data: assignment });
        }
        return jsonResponse(404, { message: 'Not found.' });
      },
    });
    const table = await screen.findByRole('table', { name: 'Curricula' });
    await userEvent.click(
      await within(table).findByRole('button', { name: 'Assign curriculum Core skills to a group' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Assign Core skills' });
    await userEvent.click(within(dialog).getByLabelText(/^Group/));
    // jsdom has no layout: Floating UI takes the field for detached and hides the open dropdown.
    await userEvent.click(await screen.findByRole('option', { name: 'PGY-1 2027', hidden: true }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Due date/ }), '2020-01-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText('The due date may not be in the past.')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /^Due date/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Due date/ }), '2026-05-31');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => {
      const post = app.http.calls.filter((c) => c.method === 'POST').at(-1);
      expect(JSON.parse(String(post?.body))).toEqual({ group_id: ID(3), due_date: '2026-05-31' });
    });
    expect(await screen.findByText('Curriculum assigned')).toBeInTheDocument();
  });

  it('shows each trainee of an assignment with passes, forecast and a behind badge, and links the exports', async () => {
    const progress: AssignmentProgress = {
      assignment,
      modules: [module],
      trainees: [
        {
          user_id: ID(5),
          first_name: 'Ben',
          last_name: 'Behind',
          email: 'ben@example.com',
          passes: 1,
          required: 12,
          modules_complete: 0,
          next_module: 1,
          completed_on: null,
          hours_left: null,
          forecast_finish: null,
          behind: true,
        },
        {
          user_id: ID(6),
          first_name: 'Sia',
          last_name: 'Slow',
          email: 'sia@example.com',
          passes: 1,
          required: 12,
          modules_complete: 0,
          next_module: 1,
          completed_on: null,
          hours_left: 4.5,
          forecast_finish: '2027-09-01',
          behind: true,
        },
      ],
    };
    renderApp({
      path: `/manager/curricula/${ID(1)}`,
      user: users.manager,
      handler: (call: RecordedCall) =>
        call.url === `/api/manager/assignments/${ID(1)}/progress`
          ? jsonResponse(200, { data: progress })
          : jsonResponse(404, { message: 'Not found.' }),
    });
    const table = await screen.findByRole('table', { name: 'Progress of the group' });
    expect(await within(table).findByText('Ben Behind')).toBeInTheDocument();
    expect(within(table).getAllByText('Behind')).toHaveLength(2);
    expect(within(table).getAllByText('1 of 12')).toHaveLength(2);
    expect(within(table).getByText('No recent training')).toBeInTheDocument();
    // How much is left beside the date: a few hours at a slow pace, not months of work.
    const slow = within(table).getByText('Sia Slow').closest('tr') as HTMLElement;
    expect(within(slow).getByText('About 4.5 h')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      `/api/manager/assignments/${ID(1)}/progress/export?format=csv`,
    );
  });
});
