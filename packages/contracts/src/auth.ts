import { z } from 'zod';
import { currentPassword, email } from './fields.js';

export const loginBody = z.strictObject({
  email: email(),
  password: currentPassword(),
});
export type LoginBody = z.input<typeof loginBody>;

export const organizationRef = z.object({ id: z.uuid(), name: z.string() });

/** The signed-in user as `GET /api/auth/authorized` and `POST /api/auth/login` answer it. */
export const currentUser = z.object({
  id: z.uuid(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  user_name: z.string().nullable(),
  language: z.string(),
  organization: organizationRef.nullable(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  two_factor_enabled: z.boolean(),
  /** Set when an admin chose the password: the user must pick a new one before anything else. */
  must_change_password: z.boolean(),
  /** The trainee gets a mail when a mastered FLS task becomes due a refresh (the profile's switch). */
  refresh_reminders: z.boolean(),
  /** The trainee gets the organization's inactivity reminder (the profile's "Practice reminders" switch). */
  practice_reminders: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUser>;

export const csrfTokenResponse = z.object({ token: z.string() });
