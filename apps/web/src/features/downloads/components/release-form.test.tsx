import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type RecordedCall } from '../../../test/http';
import { renderApp } from '../../../test/render-app';
import { users } from '../../../test/users';

const api = (call: RecordedCall) =>
  call.url.startsWith('/api/admin/products')
    ? jsonResponse(200, { data: [], meta: { page: 1, per_page: 100, total: 0, total_capped: false, last_page: 1 } })
    : jsonResponse(404, { message: 'x' });

describe('release form', { timeout: 30_000 }, () => {
  it('asks for URL, size and checksum with a download URL, and for a file instead with an upload', async () => {
    renderApp({ path: '/admin/releases/create', user: users.superAdmin, handler: api });
    expect(await screen.findByPlaceholderText(/downloads\.example\.com/)).toBeTruthy();
    expect(screen.getByLabelText(/SHA-256/)).toBeTruthy();

    fireEvent.click(screen.getByText('Upload file'));
    expect(screen.queryByLabelText(/SHA-256/)).toBeNull();
    expect(screen.queryByPlaceholderText(/downloads\.example\.com/)).toBeNull();
    expect(await screen.findByText('Choose the installer or package')).toBeTruthy();

    fireEvent.click(screen.getByText('Download URL'));
    expect(screen.getByPlaceholderText(/downloads\.example\.com/)).toBeTruthy();
  });
});
