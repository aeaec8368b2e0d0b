import { expect } from 'vitest';
import type { AccessWorld, Actor } from '../helpers/world.js';
import { type AccessRow, manageOrganization, statuses, UNKNOWN_ID } from './rows.js';

/**
 * Certificates (issue 27): the trainee section's own list and PDF (trainees and trainers; the cast's trainee holds
 * none, so the PDF of another's certificate is a 404), the manager's list and revocation of the own organization
 * (another organization's certificate is a 404), the admin's ('manage organization'). Revocations send an empty
 * reason (422), so nothing changes.
 */
type Data<T> = { data: T };
const traineeSection = (status: number) => statuses(403, { anonymous: 401, trainee: status, trainer: status });
const managerSection = (status: number) =>
  statuses(403, { anonymous: 401, managerA: status, managerB: status, superAdmin: 409 });

export const rows: AccessRow[] = [
  {
    method: 'GET',
    route: '/api/trainee/certificates',
    expect: traineeSection(200),
    check: (body) => expect((body as Data<unknown[]>).data).toEqual([]),
  },
  {
    method: 'GET',
    route: '/api/trainee/certificates/:id/pdf',
    url: (w) => `/api/trainee/certificates/${w.certificates.a.id}/pdf`,
    expect: traineeSection(404),
  },
  {
    method: 'GET',
    route: '/api/manager/certificates',
    expect: managerSection(200),
    check: (body, w: AccessWorld, actor: Actor) => {
      const own = actor === 'managerB' ? w.certificates.b : w.certificates.a;
      expect((body as Data<Array<{ id: string }>>).data.map((c) => c.id)).toEqual([own.id]);
    },
  },
  {
    method: 'POST',
    route: '/api/manager/certificates/:id/revoke',
    url: (w) => `/api/manager/certificates/${w.certificates.a.id}/revoke`,
    body: { reason: '' },
    // The body is checked first; another organization's manager gets 404 with a valid one (certificates.test.ts).
    expect: managerSection(422),
  },
  {
    method: 'GET',
    route: '/api/manager/certificates/:id/pdf',
    url: (w) => `/api/manager/certificates/${w.certificates.a.id}/pdf`,
    // Organization A's certificate: its manager gets the PDF, B's manager a 404 (not theirs).
    expect: statuses(403, { anonymous: 401, managerA: 200, managerB: 404, superAdmin: 409 }),
  },
  { method: 'GET', route: '/api/admin/certificates', expect: manageOrganization(200) },
  {
    method: 'GET',
    route: '/api/admin/certificates/:id/pdf',
    url: (w) => `/api/admin/certificates/${w.certificates.a.id}/pdf`,
    expect: manageOrganization(200),
  },
  {
    method: 'POST',
    route: '/api/admin/certificates/:id/revoke',
    url: () => `/api/admin/certificates/${UNKNOWN_ID}/revoke`,
    body: { reason: 'Issued in error' },
    expect: manageOrganization(404),
  },
];
