import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type RecordedCall } from '../../../test/http';
import { renderApp } from '../../../test/render-app';
import { users } from '../../../test/users';

afterEach(() => vi.unstubAllGlobals());

const LAZY = { timeout: 15_000 };

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
/** One change event per field: typing key by key re-renders the whole form each time (slow on CI). */
const fill = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

async function fillAddress(country: string, zipcode: string) {
  await screen.findByLabelText(/^Name/, { selector: 'input' }, LAZY);
  fill(/^Name/, 'Rhein-Main Center');
  fill(/^Street/, 'Theodor-Stern-Kai');
  fill(/^House number/, '7');
  fill(/^City/, 'Frankfurt am Main');
  await userEvent.click(field(/^Country/));
  fill(/^Country/, country);
  await userEvent.click(await screen.findByText('Germany'));
  fill(/^Zipcode/, zipcode);
}

describe('organization form', { timeout: 60_000 }, () => {
  it("shows a zipcode that does not fit the country's format under the zipcode field, and sends nothing", async () => {
    const calls: RecordedCall[] = [];
    renderApp({
      path: '/admin/organizations/create',
      user: users.superAdmin,
      handler: (call) => {
        calls.push(call);
        return jsonResponse(500, { message: 'unexpected' });
      },
    });
    await fillAddress('germ', 'ABCDE');
    const zipcode = field(/^Zipcode/);
    expect(zipcode).toHaveAttribute('placeholder', '10115');
    await userEvent.click(screen.getByRole('button', { name: 'Create organization' }));
    await waitFor(() => expect(zipcode).toHaveAttribute('aria-invalid', 'true'));
    expect(zipcode).toHaveAccessibleDescription(
      expect.stringContaining('Enter a postcode of five digits for this country, e.g. 10115.'),
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("puts the server's 422 for the zipcode under the field and creates on a valid one", async () => {
    const posted: unknown[] = [];
    const view = renderApp({
      path: '/admin/organizations/create',
      user: users.superAdmin,
      handler: (call) => {
        if (call.url === '/api/admin/organizations' && call.method === 'POST') {
          const body = JSON.parse(String(call.body));
          posted.push(body);
          if (body.zipcode === '60590') {
            return jsonResponse(422, {
              message: 'The given data was invalid.',
              code: 'validation',
              errors: { zipcode: ['This zipcode does not exist.'] },
            });
          }
          return jsonResponse(201, {
            data: {
              id: '00000000-0000-4000-8000-0000000000c1',
              ...body,
              addition: null,
              members_count: 0,
              license_manager: null,
              created_at: '2026-03-02T09:00:00.000Z',
              updated_at: '2026-03-02T09:00:00.000Z',
            },
          });
        }
        return jsonResponse(404, { message: 'The selected resource does not exist.', code: 'not_found' });
      },
    });
    await fillAddress('DE', '60590');
    await userEvent.click(screen.getByRole('button', { name: 'Create organization' }));
    const zipcode = field(/^Zipcode/);
    await waitFor(() =>
      expect(zipcode).toHaveAccessibleDescription(expect.stringContaining('This zipcode does not exist.')),
    );
    expect(posted[0]).toMatchObject({ name: 'Rhein-Main Center', country: 'DE', zipcode: '60590', addition: null });

    fill(/^Zipcode/, '60596');
    await userEvent.click(screen.getByRole('button', { name: 'Create organization' }));
    await waitFor(() =>
      expect(view.location()).toBe('/admin/organizations/00000000-0000-4000-8000-0000000000c1/license-manager'),
    );
  });
});
