import type { Certificate } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type RecordedCall } from '../../../test/http';
import { renderApp } from '../../../test/render-app';
import { users } from '../../../test/users';

afterEach(() => vi.unstubAllGlobals());

const certificate = (n: number, status: Certificate['status'], holder: string): Certificate => ({
  id: `00000000-0000-4000-8000-0000000003${String(n).padStart(2, '0')}`,
  number: `LSC-00000${n}`,
  holder_name: holder,
  organization_name: 'St. Elisabeth Teaching Hospital',
  achievement: { kind: 'fls_readiness', model_version: 'fls-1', benchmark_version: null, curriculum: null },
  issued_at: '2026-03-02T09:00:00.000Z',
  status,
  revoked_at: status === 'revoked' ? '2026-03-03T09:00:00.000Z' : null,
  revocation_reason: status === 'revoked' ? 'Issued in error' : null,
  verification_url: `http://localhost/verify/code${n}AAAAAAAAAAAAAAAAA`,
});

describe('certificates', { timeout: 30_000 }, () => {
  it("shows the trainee's certificates with their status, PDF and verification link", async () => {
    const own = [certificate(1, 'maintenance_due', 'Tara Trainee')];
    renderApp({
      path: '/trainee/certificates',
      user: users.trainee,
      handler: (call: RecordedCall) =>
        call.url === '/api/trainee/certificates'
          ? jsonResponse(200, { data: own })
          : jsonResponse(404, { message: 'Not found.' }),
    });
    const card = await screen.findByRole('article', { name: 'FLS readiness' });
    expect(within(card).getByText('Maintenance due')).toBeInTheDocument();
    expect(within(card).getByText(/Still valid/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Download certificate LSC-000001 as PDF' })).toHaveAttribute(
      'href',
      `/api/trainee/certificates/${own[0]?.id}/pdf`,
    );
    expect(within(card).getByRole('link', { name: 'Verification page' })).toHaveAttribute(
      'href',
      own[0]?.verification_url,
    );
  });

  it('lets the manager revoke a valid certificate with a reason, and none without one', async () => {
    const rows = [certificate(2, 'valid', 'Tara Trainee'), certificate(3, 'revoked', 'Emma Visser')];
    const app = renderApp({
      path: '/manager/certificates',
      user: users.manager,
      handler: (call: RecordedCall) => {
        if (call.method === 'GET' && call.url.startsWith('/api/manager/certificates')) {
          return jsonResponse(200, {
            data: rows,
            meta: { page: 1, per_page: 15, total: rows.length, total_capped: false, last_page: 1 },
          });
        }
        if (call.method === 'POST' && call.url === `/api/manager/certificates/${rows[0]?.id}/revoke`) {
          return jsonResponse(200, { data: { ...rows[0], status: 'revoked', revoked_at: '2026-03-04T09:00:00.000Z' } });
        }
        return jsonResponse(404, { message: 'Not found.' });
      },
    });
    const table = await screen.findByRole('table', { name: 'Certificates' });
    expect(await within(table).findByText('LSC-000002')).toBeInTheDocument();
    // A revoked certificate offers no revocation.
    expect(within(table).queryByRole('button', { name: 'Revoke certificate LSC-000003' })).toBeNull();
    await userEvent.click(within(table).getByRole('button', { name: 'Revoke certificate LSC-000002' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke certificate LSC-000002' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(app.http.calls.filter((c) => c.method === 'POST' && c.url.includes('/revoke'))).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Issued in error');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => {
      const post = app.http.calls.filter((c) => c.method === 'POST' && c.url.includes('/revoke')).at(-1);
      expect(JSON.parse(String(post?.body))).toEqual({ reason: 'Issued in error' });
    });
    expect(await screen.findByText('Certificate LSC-000002 revoked.')).toBeInTheDocument();
  });

  it("shows the admin every organization's certificates, filtered by organization from the URL, each with its PDF", async () => {
    const rows = [certificate(4, 'valid', 'Tara Trainee')];
    const ORG = '00000000-0000-4000-8000-0000000000a1';
    const app = renderApp({
      path: `/admin/certificates?filter[organization_id]=${ORG}`,
      user: users.superAdmin,
      handler: (call: RecordedCall) => {
        if (call.method === 'GET' && call.url.startsWith('/api/admin/certificates')) {
          return jsonResponse(200, {
            data: rows,
            meta: { page: 1, per_page: 15, total: rows.length, total_capped: false, last_page: 1 },
          });
        }
        if (call.method === 'POST' && call.url === `/api/admin/certificates/${rows[0]?.id}/revoke`) {
          return jsonResponse(200, { data: { ...rows[0], status: 'revoked', revoked_at: '2026-03-04T09:00:00.000Z' } });
        }
        return jsonResponse(404, { message: 'Not found.' });
      },
    });
    const table = await screen.findByRole('table', { name: 'Certificates' });
    expect(await within(table).findByText('St. Elisabeth Teaching Hospital')).toBeInTheDocument();
    const list = app.http.calls.find((c) => c.url.startsWith('/api/admin/certificates'));
    expect(decodeURIComponent(list?.url ?? '')).toContain(`filter[organization_id]=${ORG}`);
    expect(within(table).getByRole('link', { name: 'Download certificate LSC-000004 as PDF' })).toHaveAttribute(
      'href',
      `/api/admin/certificates/${rows[0]?.id}/pdf`,
    );
    await userEvent.click(within(table).getByRole('button', { name: 'Revoke certificate LSC-000004' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke certificate LSC-000004' });
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Issued in error');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Certificate LSC-000004 revoked.')).toBeInTheDocument();
    expect(
      app.http.calls.some((c) => c.method === 'POST' && c.url === `/api/admin/certificates/${rows[0]?.id}/revoke`),
    ).toBe(true);
  });
});
