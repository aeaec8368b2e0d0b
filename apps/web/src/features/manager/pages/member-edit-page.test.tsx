import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type RecordedCall } from '../../../test/http';
import { managerAsMember, memberFixture } from '../../../test/manager-members';
import { renderApp } from '../../../test/render-app';
import { users } from '../../../test/users';

afterEach(() => vi.unstubAllGlobals());

const LAZY = { timeout: 10_000 };
const tara = memberFixture();
const MEMBER_URL = `/api/manager/members/${tara.id}`;
const path = (id = tara.id) => `/manager/user/${id}/edit`;

function api(member = tara, overrides: (call: RecordedCall) => Response | undefined = () => undefined) {
  let current = member;
  return (call: RecordedCall) => {
    const answer = overrides(call);
    if (answer) return answer;
    if (call.url.startsWith('/api/manager/members?')) return jsonResponse(200, { data: [current], meta: {} });
    if (call.url !== MEMBER_URL && !call.url.startsWith(`${MEMBER_URL}/`)) {
      return jsonResponse(404, { message: 'The selected resource does not exist.', code: 'not_found' });
    }
    if (call.method === 'GET') return jsonResponse(200, { data: current });
    if (call.method === 'PUT') {
      const body = JSON.parse(String(call.body));
      current = { ...current, first_name: body.first_name, last_name: body.last_name, roles: [body.role] };
    }
    if (call.method === 'DELETE') current = { ...current, status: 'deactivated' };
    return jsonResponse(200, { data: current });
  };
}

describe('member edit', { timeout: 60_000 }, () => {
  it('saves names and role with PUT on the member, and says so', async () => {
    const app = renderApp({ path: path(), user: users.manager, handler: api() });
    const firstName = await screen.findByRole('textbox', { name: /^First name/ }, LAZY);
    expect(screen.getByRole('heading', { name: 'Tara Trainee', level: 1 })).toBeInTheDocument();
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Tamara');
    await userEvent.click(screen.getByLabelText(/^Role/, { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Trainer', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Changes to Tamara Trainee saved.')).toBeInTheDocument();
    const call = app.http.calls.find((c) => c.method === 'PUT' && c.url === MEMBER_URL);
    expect(JSON.parse(String(call?.body))).toEqual({ first_name: 'Tamara', last_name: 'Trainee', role: 'trainer' });
    expect(await screen.findByRole('heading', { name: 'Tamara Trainee', level: 1 })).toBeInTheDocument();
  });

  it('offers the invitation again only to a member who has not activated', async () => {
    const invited = memberFixture({ status: 'inactive', last_signed_in_at: null });
    const app = renderApp({ path: path(), user: users.manager, handler: api(invited) });
    await userEvent.click(await screen.findByRole('button', { name: 'Send invitation again' }, LAZY));
    expect(await screen.findByText('A new invitation was sent to tara@example.com.')).toBeInTheDocument();
    expect(app.http.calls.some((c) => c.method === 'POST' && c.url === `${MEMBER_URL}/invitation`)).toBe(true);
    expect(screen.getByText('Never signed in', { exact: false })).toBeInTheDocument();
  });

  it('has no invitation to resend for an active member', async () => {
    renderApp({ path: path(), user: users.manager, handler: api() });
    await screen.findByRole('textbox', { name: /^First name/ }, LAZY);
    expect(screen.queryByRole('button', { name: 'Send invitation again' })).not.toBeInTheDocument();
  });

  it('deactivates after a question that says what happens, and shows the member as deactivated', async () => {
    const app = renderApp({ path: path(), user: users.manager, handler: api() });
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate member' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Tara Trainee?' });
    expect(dialog).toHaveTextContent('can no longer sign in');
    expect(app.http.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

    expect(await screen.findByText('Tara Trainee is deactivated.')).toBeInTheDocument();
    expect(app.http.calls.filter((c) => c.method === 'DELETE' && c.url === MEMBER_URL)).toHaveLength(1);
    expect(await screen.findByText('Tara Trainee is deactivated and can no longer sign in.')).toBeInTheDocument();
    expect(screen.getByText('Deactivated')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate member' })).not.toBeInTheDocument();
  });

  it('shows a refusal in the question', async () => {
    renderApp({
      path: path(),
      user: users.manager,
      handler: api(tara, (call) =>
        call.method === 'DELETE'
          ? jsonResponse(403, {
              message: 'Only trainees and trainers of your organization can be changed here.',
              code: 'member_not_editable',
            })
          : undefined,
      ),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate member' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Tara Trainee?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(
      await within(dialog).findByText('Only trainees and trainers of your organization can be changed here.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Not deactivated')).toBeInTheDocument();
  });

  it("says another organization's user is not a member, without leaving for /unauthorized", async () => {
    const app = renderApp({
      path: path(),
      user: users.manager,
      handler: () =>
        jsonResponse(403, { message: 'The resource must belong to the authenticated user.', code: 'not_owner' }),
    });
    expect(await screen.findByText('This person is not a member of your organization.', {}, LAZY)).toBeInTheDocument();
    expect(app.location()).toBe(path());
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to account details' })).toBeInTheDocument();
  });

  it('says an unknown member does not exist', async () => {
    renderApp({ path: path('00000000-0000-4000-8000-000000000999'), user: users.manager, handler: api() });
    expect(await screen.findByText('There is no such member.', {}, LAZY)).toBeInTheDocument();
  });

  it('shows the manager themself without the ways to change them', async () => {
    renderApp({
      path: path(managerAsMember.id),
      user: users.manager,
      handler: () => jsonResponse(200, { data: managerAsMember }),
    });
    expect(
      await screen.findByText('This is your own account. Change your name and password in your profile.', {}, LAZY),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^First name/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate member' })).not.toBeInTheDocument();
  });

  it('keeps a super-admin without an organization out of the section, without asking the API', async () => {
    const app = renderApp({ path: path(), user: users.superAdmin, handler: api() });
    await waitFor(() => expect(app.location()).toBe('/unauthorized'), LAZY);
    await waitFor(() => expect(app.http.calls.some((c) => c.url.startsWith('/api/manager/'))).toBe(false));
  });
});
