import type { DataExport } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type RecordedCall } from '../../../test/http';
import { renderApp } from '../../../test/render-app';
import { users } from '../../../test/users';

afterEach(() => vi.unstubAllGlobals());

const LAZY = { timeout: 5_000 };
const ID = '0b6f5a1e-0000-4000-8000-00000000e001';

/** A server where an asked-for export is pending on the first list and ready on the next. */
function exportServer() {
  let exports: DataExport[] = [];
  let lists = 0;
  const handler = (call: RecordedCall) => {
    if (call.url === '/api/profile/data-exports' && call.method === 'GET') {
      lists++;
      if (exports[0]?.status === 'pending' && lists > 2) {
        exports = [
          {
            ...exports[0],
            status: 'ready',
            ready_at: '2026-11-28T10:01:00Z',
            expires_at: '2026-12-05T10:01:00Z',
            size: 2_400_000,
          },
        ];
      }
      return jsonResponse(200, { data: exports });
    }
    if (call.url === '/api/profile/data-exports' && call.method === 'POST') {
      exports = [
        {
          id: ID,
          status: 'pending',
          subject: { id: users.trainee.id, name: 'Tara Trainee' },
          requested_at: '2026-11-28T10:00:00Z',
          ready_at: null,
          expires_at: null,
          size: null,
        },
      ];
      return jsonResponse(202, { data: exports[0] });
    }
    return jsonResponse(404, { message: 'The selected resource does not exist.' });
  };
  return handler;
}

describe('profile, your data', () => {
  it('asks for a copy, says it is being prepared, then offers the ZIP with its size and last day', async () => {
    const app = renderApp({ path: '/profile', user: users.trainee, handler: exportServer() });
    const section = await screen.findByRole('region', { name: 'Your data' }, LAZY);
    await userEvent.click(within(section).getByRole('button', { name: 'Download my data' }));
    expect(await within(section).findByText('Being prepared')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Download my data' })).toBeDisabled();
    expect(app.http.calls.filter((c) => c.method === 'POST' && c.url === '/api/profile/data-exports')).toHaveLength(1);

    // The list is asked again every few seconds while the export is being prepared.
    const link = await within(section).findByRole('link', { name: 'Download ZIP' }, { timeout: 10_000 });
    expect(link).toHaveAttribute('href', `/api/profile/data-exports/${ID}/download`);
    const list = within(section).getByRole('list', { name: 'Your data exports' });
    expect(list).toHaveTextContent('Ready');
    expect(list).toHaveTextContent('2.4 MB');
    expect(list).toHaveTextContent(/available until Dec 5, 2026/);
    await waitFor(() => expect(within(section).getByRole('button', { name: 'Download my data' })).toBeEnabled());
  }, 20_000);
});
