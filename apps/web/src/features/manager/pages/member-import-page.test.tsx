import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type RecordedCall } from '../../../test/http';
import { renderApp } from '../../../test/render-app';
import { users } from '../../../test/users';
import { listAnswer, managerAsMember } from '../test/fixtures';

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

function world(preview: () => Response) {
  return (call: RecordedCall) => {
    if (call.url === PREVIEW) return preview();
    if (call.url === IMPORT) return jsonResponse(201, { data: { invited: 2 } });
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
});
