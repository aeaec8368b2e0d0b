import type { CurrentUser } from '@portal/contracts';

const base: CurrentUser = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'trainee@example.com',
  first_name: 'Tara',
  last_name: 'Trainee',
  user_name: null,
  language: 'en',
  organization: { id: '00000000-0000-4000-8000-0000000000aa', name: 'St. Elisabeth Hospital' },
  roles: ['trainee'],
  permissions: [],
  two_factor_enabled: false,
  must_change_password: false,
  refresh_reminders: true,
  practice_reminders: true,
};

export const users = {
  superAdmin: {
    ...base,
    id: '00000000-0000-4000-8000-000000000002',
    email: 'admin@example.com',
    first_name: 'Ada',
    last_name: 'Admin',
    organization: null,
    roles: ['super-admin'],
    permissions: ['manage organization', 'manage user', 'manage billing', 'manage product'],
    two_factor_enabled: true,
  },
  manager: {
    ...base,
    id: '00000000-0000-4000-8000-000000000003',
    email: 'manager@example.com',
    first_name: 'Max',
    last_name: 'Manager',
    roles: ['license-manager'],
  },
  trainee: base,
} satisfies Record<string, CurrentUser>;
