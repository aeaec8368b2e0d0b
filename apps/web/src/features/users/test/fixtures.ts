import type { AdminUser } from '@portal/contracts';

export const ORG_A = { id: '00000000-0000-4000-8000-0000000000aa', name: 'St. Elisabeth Hospital' };
export const ORG_B = { id: '00000000-0000-4000-8000-0000000000bb', name: 'Northbridge Skills Lab' };

export function adminUserFixture(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: '00000000-0000-4000-8000-000000000101',
    email: 'tara@example.com',
    first_name: 'Tara',
    last_name: 'Trainee',
    user_name: null,
    status: 'active',
    organization_id: ORG_A.id,
    organization: ORG_A,
    roles: ['trainee'],
    permissions: [],
    two_factor_enabled: false,
    created_at: '2026-01-15T09:30:00.000Z',
    ...overrides,
  };
}

export const listed: AdminUser[] = [
  adminUserFixture(),
  adminUserFixture({
    id: '00000000-0000-4000-8000-000000000102',
    email: 'max@example.com',
    first_name: 'Max',
    last_name: 'Manager',
    roles: ['license-manager'],
    two_factor_enabled: true,
  }),
];

export function listAnswer(data: AdminUser[], total = data.length) {
  return {
    data,
    meta: { page: 1, per_page: 15, total, total_capped: false, last_page: Math.max(1, Math.ceil(total / 15)) },
  };
}

export const organizationsAnswer = {
  data: [ORG_A, ORG_B],
  meta: { page: 1, per_page: 20, total: 2, total_capped: false, last_page: 1 },
};

/** The organizations API of the pickers: a page of options, or one organization by id. */
export function organizationsApi(url: string) {
  const one = [ORG_A, ORG_B].find((org) => url.split('?')[0] === `/api/admin/organizations/${org.id}`);
  return one ? { data: one } : organizationsAnswer;
}
