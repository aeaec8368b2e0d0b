import type { CurrentUser } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authorizedQueryKey } from '../../../lib/session-cache';
import { jsonResponse, type RecordedCall } from '../../../test/http';
import { listAnswer, managerAsMember, memberFixture } from '../../../test/manager-members';
import { renderApp } from '../../../test/render-app';
import { users } from '../../../test/users';

afterEach(() => vi.unstubAllGlobals());

const LAZY = { timeout: 10_000 };
const tom = memberFixture({
  id: '00000000-0000-4000-8000-000000000202',
  email: 'trainer@example.com',
  first_name: 'Tom',
  last_name: 'Trainer',
  roles: ['trainer'],
});
const person = (m: typeof tom) => ({
  id: m.id,
  email: m.email,
  first_name: m.first_name,
  last_name: m.last_name,
  status: 'active',
});

function world(handOver: (call: RecordedCall) => Response) {
  let session: CurrentUser = users.manager;
  const handler = (call: RecordedCall) => {
    if (call.url === '/api/manager/license-manager' && call.method === 'GET') {
      return jsonResponse(200, { data: person(managerAsMember) });
    }
    if (call.url.startsWith('/api/manager/members?')) return jsonResponse(200, listAnswer([managerAsMember, tom]));
    if (call.url === '/api/manager/license-manager' && call.method === 'POST') {
      const answer = handOver(call);
      if (answer.ok) session = { ...users.manager, roles: ['trainee'] };
      return answer;
    }
    return jsonResponse(404, { message: 'The selected resource does not exist.' });
  };
  return { handler, session: () => session };
}

async function chooseTom() {
  const picker = await screen.findByRole('combobox', { name: /^New license manager/ }, LAZY);
  await userEvent.click(picker);
  // The manager themself is no candidate.
  expect(await screen.findByRole('option', { name: 'Tom Trainer (trainer@example.com)', hidden: true })).toBeTruthy();
  expect(screen.queryByRole('option', { name: /Max Manager/, hidden: true })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('option', { name: 'Tom Trainer (trainer@example.com)', hidden: true }));
}

describe('license manager handover', { timeout: 60_000 }, () => {
  it('asks first, saying what follows; then hands over, takes the fresh session user and leaves the section', async () => {
    const { handler, session } = world(() =>
      jsonResponse(200, { data: { ...person(tom), invited: false, replaced: person(managerAsMember) } }),
    );
    const app = renderApp({ path: '/manager/license-manager', user: session, handler });
    expect(
      await within(await screen.findByRole('region', { name: 'Current license manager' }, LAZY)).findByText(
        'That is you.',
      ),
    ).toBeInTheDocument();
    await chooseTom();
    await userEvent.click(screen.getByRole('button', { name: 'Hand over' }));

    const dialog = await screen.findByRole('dialog', { name: 'Hand over the license manager role?' });
    expect(dialog).toHaveTextContent('Tom Trainer becomes the license manager of St. Elisabeth Hospital.');
    expect(dialog).toHaveTextContent('You lose the manager screens at once');
    expect(dialog).toHaveTextContent('You and Tom Trainer both get a mail about the change.');
    expect(app.http.calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hand over' }));

    expect(
      await screen.findByText('Tom Trainer is now the license manager of St. Elisabeth Hospital.'),
    ).toBeInTheDocument();
    const post = app.http.calls.find((c) => c.method === 'POST' && c.url === '/api/manager/license-manager');
    expect(JSON.parse(String(post?.body))).toEqual({ user_id: tom.id });
    await waitFor(() => expect(app.location()).toBe('/getting-started'));
    await waitFor(() =>
      expect(app.queryClient.getQueryData<CurrentUser>(authorizedQueryKey)?.roles).toEqual(['trainee']),
    );
    // The navigation no longer offers the section.
    const nav = screen.getAllByRole('navigation', { name: 'Main navigation' })[0] as HTMLElement;
    await waitFor(() => expect(within(nav).queryByRole('link', { name: 'License manager' })).not.toBeInTheDocument());
  });

  it('cancelling the question sends nothing', async () => {
    const { handler, session } = world(() => jsonResponse(500, { message: 'unexpected' }));
    const app = renderApp({ path: '/manager/license-manager', user: session, handler });
    await chooseTom();
    await userEvent.click(screen.getByRole('button', { name: 'Hand over' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hand over the license manager role?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.http.calls.some((c) => c.method === 'POST')).toBe(false);
    expect(app.location()).toBe('/manager/license-manager');
  });

  it("puts the server's 422 under the picker and stays", async () => {
    const { handler, session } = world(() =>
      jsonResponse(422, {
        message: 'The given data was invalid.',
        code: 'validation',
        errors: { user_id: ['Only an active member can become the license manager.'] },
      }),
    );
    const app = renderApp({ path: '/manager/license-manager', user: session, handler });
    await chooseTom();
    await userEvent.click(screen.getByRole('button', { name: 'Hand over' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hand over the license manager role?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hand over' }));
    expect(await screen.findByText('Only an active member can become the license manager.')).toBeInTheDocument();
    expect(app.location()).toBe('/manager/license-manager');
    expect(app.queryClient.getQueryData<CurrentUser>(authorizedQueryKey)?.roles).toEqual(['license-manager']);
  });

  it('asks for a member before the question', async () => {
    const { handler, session } = world(() => jsonResponse(500, { message: 'unexpected' }));
    renderApp({ path: '/manager/license-manager', user: session, handler });
    await userEvent.click(await screen.findByRole('button', { name: 'Hand over' }, LAZY));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
