import type { UserSession } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type RecordedCall } from '../../../test/http';
import { renderApp } from '../../../test/render-app';
import { users } from '../../../test/users';

afterEach(() => vi.unstubAllGlobals());

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const current: UserSession = {
  id: '6f1c2d3e-0000-4000-8000-000000000001',
  current: true,
  device: 'Firefox 128 on Windows',
  browser: 'Firefox 128',
  os: 'Windows',
  platform: 'desktop',
  ip: '198.51.100.4',
  created_at: minutesAgo(90),
  last_seen_at: minutesAgo(0),
};
const phone: UserSession = {
  id: '6f1c2d3e-0000-4000-8000-000000000002',
  current: false,
  device: 'Safari 17 on iOS 17',
  browser: 'Safari 17',
  os: 'iOS 17',
  platform: 'mobile',
  ip: '203.0.113.7',
  created_at: minutesAgo(3 * 24 * 60),
  last_seen_at: minutesAgo(5),
};
const script: UserSession = {
  id: '6f1c2d3e-0000-4000-8000-000000000003',
  current: false,
  device: null,
  browser: null,
  os: null,
  platform: null,
  ip: '192.0.2.9',
  created_at: minutesAgo(600),
  last_seen_at: minutesAgo(120),
};

/** A server holding the user's sessions; DELETE and sign-out-others change what the next list shows. */
function sessionsServer(initial: UserSession[]) {
  let sessions = [...initial];
  const handler = (call: RecordedCall) => {
    if (call.url === '/api/profile/sessions' && call.method === 'GET') return jsonResponse(200, { data: sessions });
    const one = /^\/api\/profile\/sessions\/([\w-]+)$/.exec(call.url);
    if (one && call.method === 'DELETE') {
      sessions = sessions.filter((s) => s.id !== one[1]);
      return jsonResponse(200, { data: null });
    }
    if (call.url === '/api/profile/sessions/sign-out-others' && call.method === 'POST') {
      const ended = sessions.filter((s) => !s.current).length;
      sessions = sessions.filter((s) => s.current);
      return jsonResponse(200, { data: { ended } });
    }
    return jsonResponse(404, { message: 'The selected resource does not exist.' });
  };
  return handler;
}

// The profile screen is a lazy route: its first render may take longer than findBy's default second.
const LAZY = { timeout: 5_000 };

async function sessionsSection() {
  const section = await screen.findByRole('region', { name: 'Your sessions' }, LAZY);
  await within(section).findByRole('list', { name: 'Your sessions' });
  return section;
}

describe('profile, your sessions', () => {
  it('lists each session with device, address and times, the current one marked and not offered for sign-out', async () => {
    renderApp({ path: '/profile', user: users.trainee, handler: sessionsServer([current, phone, script]) });
    const section = await sessionsSection();
    const items = within(within(section).getByRole('list', { name: 'Your sessions' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);

    const [first, second, third] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Firefox 128 on Windows');
    expect(within(first).getByText('This device')).toBeInTheDocument();
    expect(first).toHaveTextContent('IP address: 198.51.100.4');
    expect(first).toHaveTextContent('Active now');
    expect(within(first).queryByRole('button')).not.toBeInTheDocument();

    expect(second).toHaveTextContent('Safari 17 on iOS 17');
    expect(second).toHaveTextContent('IP address: 203.0.113.7');
    expect(second).toHaveTextContent('Last active 5 minutes ago');
    expect(second).toHaveTextContent(/Signed in .*\d/);
    expect(within(second).queryByText('This device')).not.toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Sign out Safari 17 on iOS 17 (203.0.113.7)' })).toBeEnabled();

    expect(third).toHaveTextContent('Unknown device');
    expect(third).toHaveTextContent('Last active 2 hours ago');
    expect(within(third).getByRole('button', { name: 'Sign out Unknown device (192.0.2.9)' })).toBeEnabled();

    expect(within(section).getByText('2 other sessions')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Sign out everywhere else' })).toBeEnabled();
  });

  it('signs one other session out and refreshes the list', async () => {
    const app = renderApp({ path: '/profile', user: users.trainee, handler: sessionsServer([current, phone, script]) });
    const section = await sessionsSection();

    await userEvent.click(within(section).getByRole('button', { name: 'Sign out Safari 17 on iOS 17 (203.0.113.7)' }));

    expect(await screen.findByText('The session has been signed out.')).toBeInTheDocument();
    await waitFor(() => expect(within(section).queryByText('Safari 17 on iOS 17')).not.toBeInTheDocument());
    expect(within(section).getByText('Unknown device')).toBeInTheDocument();
    expect(within(section).getByText('1 other session')).toBeInTheDocument();
    const call = app.http.calls.find((c) => c.method === 'DELETE');
    expect(call?.url).toBe(`/api/profile/sessions/${phone.id}`);
    expect(call?.headers.get('X-CSRF-Token')).toBe('token-1');
    // The list was asked again after the change.
    expect(app.http.calls.filter((c) => c.url === '/api/profile/sessions' && c.method === 'GET')).toHaveLength(2);
  });

  it('signs out everywhere else, then has nothing left to sign out', async () => {
    const app = renderApp({ path: '/profile', user: users.trainee, handler: sessionsServer([current, phone, script]) });
    const section = await sessionsSection();

    await userEvent.click(within(section).getByRole('button', { name: 'Sign out everywhere else' }));

    expect(await screen.findByText('2 other sessions have been signed out.')).toBeInTheDocument();
    expect(await within(section).findByText('You are not signed in anywhere else.')).toBeInTheDocument();
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);
    expect(within(section).getByText('Firefox 128 on Windows')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
    const posts = app.http.calls.filter((c) => c.url === '/api/profile/sessions/sign-out-others');
    expect(posts.map((c) => c.method)).toEqual(['POST']);
  });

  it('shows an error with a way to try again', async () => {
    let fail = true;
    const list = sessionsServer([current]);
    renderApp({
      path: '/profile',
      user: users.trainee,
      handler: (call) =>
        fail && call.url === '/api/profile/sessions'
          ? jsonResponse(503, { message: 'A server error occurred. Please try again later.' })
          : list(call),
    });
    const section = await screen.findByRole('region', { name: 'Your sessions' }, LAZY);
    expect(await within(section).findByText('Your sessions could not be loaded.')).toBeInTheDocument();
    expect(within(section).getByText('A server error occurred. Please try again later.')).toBeInTheDocument();

    fail = false;
    await userEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText('You are not signed in anywhere else.')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
  });

  it('speaks German', async () => {
    renderApp({
      path: '/profile',
      user: { ...users.trainee, language: 'de' },
      handler: sessionsServer([current, script]),
    });
    const section = await screen.findByRole('region', { name: 'Ihre Sitzungen' }, LAZY);
    expect(await within(section).findByText('Dieses Gerät')).toBeInTheDocument();
    expect(within(section).getByText('Unbekanntes Gerät')).toBeInTheDocument();
    expect(within(section).getByText('Zuletzt aktiv vor 2 Stunden')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Abmelden: Unbekanntes Gerät (192.0.2.9)' })).toBeEnabled();
    expect(within(section).getByRole('button', { name: 'Überall sonst abmelden' })).toBeEnabled();
  });
});
