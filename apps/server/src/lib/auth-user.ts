/**
 * The signed-in user with effective roles and permissions: what the session
 * plugin puts on `request.user`, what guards check and services act for. Read
 * by the auth module (`findSession`, `findAuthUserById`); every layer uses it.
 */
export interface AuthUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  userName: string | null;
  language: string;
  status: 'active' | 'inactive' | 'deactivated';
  organizationId: string | null;
  organizationName: string | null;
  twoFactorEnabled: boolean;
  mustChangePassword: boolean;
  /** Mails when a mastered FLS task becomes due a refresh (the profile's switch). */
  refreshReminders: boolean;
  /** The organization's inactivity reminder (the profile's "Practice reminders" switch). */
  practiceReminders: boolean;
  roles: string[];
  permissions: string[];
}
