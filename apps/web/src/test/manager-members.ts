import type { ManagerMember } from '@portal/contracts';
import { users } from './users';

export function memberFixture(overrides: Partial<ManagerMember> = {}): ManagerMember {
  return {
    id: '00000000-0000-4000-8000-000000000201',
    email: 'tara@example.com',
    first_name: 'Tara',
    last_name: 'Trainee',
    status: 'active',
    roles: ['trainee'],
    two_factor_enabled: false,
    created_at: '2026-01-15T09:30:00.000Z',
    last_signed_in_at: '2026-03-02T08:00:00.000Z',
    ...overrides,
  };
}

/** The signed-in manager (`users.manager`) as a member of their organization. */
export const managerAsMember = memberFixture({
  id: users.manager.id,
  email: users.manager.email,
  first_name: users.manager.first_name,
  last_name: users.manager.last_name,
  roles: ['license-manager'],
});

export function listAnswer(data: ManagerMember[]) {
  return { data, meta: { page: 1, per_page: 20, total: data.length, total_capped: false, last_page: 1 } };
}
