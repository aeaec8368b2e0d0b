import type { License, Seat } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { license } from '../../../test/billing-fixtures';
import { jsonResponse, type RecordedCall } from '../../../test/http';
import { memberFixture } from '../../../test/manager-members';
import { renderApp } from '../../../test/render-app';
import { users } from '../../../test/users';

afterEach(() => vi.unstubAllGlobals());

const LAZY = { timeout: 10_000 };
const tara = memberFixture();
const LICENSE_ID = '00000000-0000-4000-8000-000000000301';

/** The organization's one license, all its seats taken. */
const core: License = {
  ...license,
  id: LICENSE_ID,
  organization_id: users.manager.organization?.id ?? null,
  amount: 5,
  pending_amount: null,
  seats_used: 5,
  seats_free: 0,
  days_left: 304,
};

const seat: Seat = {
  id: '00000000-0000-4000-8000-000000000601',
  license_id: LICENSE_ID,
  user_id: tara.id,
  product: core.product,
  attached_at: '2026-02-01T09:00:00.000Z',
  valid_from: '2026-01-01',
  valid_to: '2026-12-31',
  days_left: 304,
  state: 'active',
};

function api(seats: Seat[], attach: () => Response) {
  return (call: RecordedCall) => {
    if (call.url === `/api/manager/members/${tara.id}`) return jsonResponse(200, { data: tara });
    if (call.url === `/api/manager/members/${tara.id}/seats`) return jsonResponse(200, { data: seats });
    if (call.url.startsWith('/api/manager/software-licenses')) {
      return jsonResponse(200, {
        data: [core],
        meta: { page: 1, per_page: 100, total: 1, total_capped: false, last_page: 1 },
      });
    }
    if (call.method === 'POST' && call.url === `/api/manager/licenses/${LICENSE_ID}/seats`) return attach();
    return jsonResponse(404, { message: 'The selected resource does not exist.', code: 'not_found' });
  };
}

describe('a member’s licenses', { timeout: 60_000 }, () => {
  it("shows the server's refusal when no seat is free, and sends the member's id", async () => {
    const message = 'All seats of this license are attached. Detach one or raise the amount first.';
    const app = renderApp({
      path: `/manager/licenses/${tara.id}`,
      user: users.manager,
      handler: api([], () => jsonResponse(409, { message, code: 'no_free_seats' })),
    });
    expect(await screen.findByRole('heading', { name: 'Licenses of Tara Trainee', level: 1 }, LAZY)).toBeVisible();
    expect(await screen.findByText('Tara Trainee holds no seat of your organization’s licenses yet.')).toBeVisible();
    await userEvent.click(screen.getByLabelText(/^License/, { selector: 'input' }));
    await userEvent.click(
      await screen.findByRole('option', { name: /LapSkills Core \(12 months\) · until .* · 0 free/, hidden: true }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Attach seat' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(message)).toBeVisible();
    expect(within(alert).getByText('The seat was not attached')).toBeVisible();
    const call = app.http.calls.find((c) => c.method === 'POST');
    expect(JSON.parse(String(call?.body))).toEqual({ user_id: tara.id });
  });

  it('lists the attached seats with their window and state, and detaches after a confirmation', async () => {
    const app = renderApp({
      path: `/manager/licenses/${tara.id}`,
      user: users.manager,
      handler: (call) =>
        call.method === 'DELETE'
          ? jsonResponse(200, { data: { ...core, seats_used: 4, seats_free: 1 } })
          : api([seat], () => jsonResponse(500, {}))(call),
    });
    const table = await screen.findByRole('table', { name: 'Attached seats' }, LAZY);
    expect(await within(table).findByText('LapSkills Core (12 months)')).toBeVisible();
    expect(within(table).getByText('Active')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Detach seat of LapSkills Core (12 months)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detach the seat of LapSkills Core (12 months)?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Detach' }));
    expect(
      await screen.findByText('The seat of LapSkills Core (12 months) is detached from Tara Trainee.'),
    ).toBeInTheDocument();
    expect(
      app.http.calls.some(
        (c) => c.method === 'DELETE' && c.url === `/api/manager/licenses/${LICENSE_ID}/seats/${tara.id}`,
      ),
    ).toBe(true);
  });
});
