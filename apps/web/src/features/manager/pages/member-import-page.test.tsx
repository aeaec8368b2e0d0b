import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type RecordedCall } from '../../../test/http';
import { listAnswer, managerAsMember } from '../../../test/manager-members';
import { renderApp } from '../../../test/render-app';
import { users } from '../../../test/users';

afterEach(() => vi.unstubAllGlobals());

const LAZY = { timeout: 10_000 };
const PREVIEW = '/api/manager/members/import/preview';
const IMPORT = '/api/manager/members/import';

const row = (n: number, email: string, errors: Array<{ field: string; message: string }> = []) => ({
  row: n,
  email,
  first_name: 'Anna',
  last_name: 'Arm',
  role: 'trainee',
  errors,
});
const clean = { rows: [row(2, 'anna@example.com'), row(3, 'bert@example.com')], valid: 2, invalid: 0 };
const faulty = {
  rows: [
    row(2, 'anna@example.com'),
    row(3, 'anna@example.com', [{ field: 'email', message: 'This email address is already in row 2 of the file.' }]),
  ],
  valid: 1,
  invalid: 1,
};

const IMPORT_ID = '6f1c2a4e-8b1d-4c55-9a7e-2f3d4c5b6a71';
const anImport = (over: Record<string, unknown>) => ({
  id: IMPORT_ID,
  status: 'queued',
  total: 2,
  processed: 0,
  invited: 0,
  failed: 0,
  created_at: '2026-03-02T09:00:00.000Z',
  finished_at: null,
  rows: null,
  ...over,
});

function world(preview: () => Response) {
  return (call: RecordedCall) => {
    if (call.url === PREVIEW) return preview();
    if (call.url === IMPORT) return jsonResponse(201, { data: anImport({ status: 'done', processed: 2, invited: 2 }) });
    if (call.url.startsWith('/api/manager/members?')) return jsonResponse(200, listAnswer([managerAsMember]));
    return jsonResponse(404, { message: 'The selected resource does not exist.', code: 'not_found' });
  };
}

const csv = () => new File(['email,first_name,last_name,role\n'], 'members.csv', { type: 'text/csv' });

async function chooseFile() {
  // Mantine's FileInput is a labelled button; its hidden file input takes the file.
  expect(await screen.findByRole('button', { name: 'CSV file' }, LAZY)).toBeInTheDocument();
  const fileInput = document.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(fileInput, csv());
}

describe('member import', { timeout: 60_000 }, () => {
  it('offers the template, previews the file and sends the invitations, then says so', async () => {
    const app = renderApp({
      path: '/manager/user/import',
      user: users.manager,
      handler: world(() => jsonResponse(200, { data: clean })),
    });
    const template = await screen.findByRole('link', { name: 'Download the template' }, LAZY);
    expect(template).toHaveAttribute('download', 'members-template.csv');
    expect(decodeURIComponent(template.getAttribute('href') ?? '')).toContain('email,first_name,last_name,role');
    await chooseFile();

    const table = await screen.findByRole('table', { name: 'Rows of the file' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('bert@example.com')).toBeInTheDocument();
    expect(screen.getByText('2 rows can be invited.')).toBeInTheDocument();
    const preview = app.http.calls.find((c) => c.url === PREVIEW);
    expect(preview?.body).toBeInstanceOf(FormData);
    expect((((preview as RecordedCall).body as FormData).get('file') as File).name).toBe('members.csv');
    expect(app.http.calls.some((c) => c.url === IMPORT)).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Send 2 invitations' }));
    expect(await screen.findByText('2 invitations sent.')).toBeInTheDocument();
    expect(app.http.calls.filter((c) => c.url === IMPORT)).toHaveLength(1);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/manager/account-details'));
  });

  it('shows each row with its problems and sends nothing while a row has one', async () => {
    const app = renderApp({
      path: '/manager/user/import',
      user: users.manager,
      handler: world(() => jsonResponse(200, { data: faulty })),
    });
    await chooseFile();
    expect(await screen.findByText('This email address is already in row 2 of the file.')).toBeInTheDocument();
    expect(screen.getByText('1 row has errors.')).toBeInTheDocument();
    expect(screen.getByText(/Invitations are sent only when every row is correct/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send 1 invitation' })).toBeDisabled();
    expect(app.http.calls.some((c) => c.url === IMPORT)).toBe(false);
  });

  it("shows the server's refusal of the file at the file input", async () => {
    renderApp({
      path: '/manager/user/import',
      user: users.manager,
      handler: world(() =>
        jsonResponse(422, {
          message: 'The given data was invalid.',
          code: 'validation',
          errors: { file: ['The header row lacks the column role.'] },
        }),
      ),
    });
    await chooseFile();
    expect(await screen.findByText('The header row lacks the column role.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Rows of the file' })).not.toBeInTheDocument();
  });

  it('follows a large import: its progress, then the result of each row', async () => {
    let polls = 0;
    const app = renderApp({
      path: '/manager/user/import',
      user: users.manager,
      handler: (call) => {
        if (call.url === IMPORT) return jsonResponse(202, { data: anImport({ total: 300 }) });
        if (call.url === `/api/manager/member-imports/${IMPORT_ID}`) {
          polls += 1;
          if (polls === 1)
            return jsonResponse(200, { data: anImport({ total: 300, status: 'running', processed: 250 }) });
          return jsonResponse(200, {
            data: anImport({
              total: 2,
              status: 'done',
              processed: 2,
              invited: 1,
              failed: 1,
              finished_at: '2026-03-02T09:01:00.000Z',
              rows: [
                { ...row(2, 'anna@example.com'), status: 'invited' },
                {
                  ...row(3, 'bert@example.com', [{ field: 'email', message: 'This email address is already in use.' }]),
                  status: 'failed',
                },
              ],
            }),
          });
        }
        return world(() => jsonResponse(200, { data: clean }))(call);
      },
    });
    await chooseFile();
    await userEvent.click(await screen.findByRole('button', { name: 'Send 2 invitations' }));
    expect(await screen.findByText('250 of 300 rows done.', {}, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Sending the invitations' })).toBeInTheDocument();
    expect(await screen.findByText('Done: 1 invited, 1 not invited.', {}, LAZY)).toBeInTheDocument();
    const results = screen.getByRole('table', { name: 'Result of each row' });
    expect(within(results).getByText('This email address is already in use.')).toBeInTheDocument();
    expect(within(results).getByText('Invited')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to account details' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/manager/account-details'));
  });
});
