/** English UI texts of the profile screens, loaded with them (`../screens.ts`). */
export const en = {
  profile: {
    title: 'Profile',
    tab: 'Profile',
    subtitle: 'Your personal details, sign-in and security settings.',
    account: 'Account',
    personalDetails: 'Personal details',
    firstName: 'First name',
    lastName: 'Last name',
    save: 'Save',
    emailAddress: 'Email address',
    emailIntro: 'We send a confirmation link to the new address; the change takes effect once you open it.',
    currentEmail: 'Current email',
    newEmail: 'New email',
    currentPassword: 'Current password',
    changeEmail: 'Change email',
    password: 'Password',
    passwordIntro: 'Changing your password signs you out everywhere else.',
    name: 'Name',
    email: 'Email',
    userName: 'User name',
    organization: 'Organization',
    noOrganization: 'Not part of an organization',
    notSet: 'Not set',
    language: 'Language',
    roles: 'Roles',
    permissions: 'Permissions',
    noPermissions: 'No extra permissions',
    security: 'Security',
    twoFactor: 'Two-factor authentication',
    twoFactorOn: 'Enabled',
    twoFactorOff: 'Not enabled',
    emails: 'Emails',
    refreshReminders: {
      label: 'Tell me when a mastered FLS task is due a refresh',
      description:
        'One email per task when you have not trained a task you mastered for six weeks. Two passes at target restore it.',
      on: 'You will get an email when a task is due a refresh.',
      off: 'You will no longer get emails when a task is due a refresh.',
      failed: 'The setting could not be saved.',
    },
    practiceReminders: {
      label: 'Practice reminders',
      description:
        'An email when you have not trained for a while, if your organization sends them. At most one a week.',
      on: 'You will get practice reminders.',
      off: 'You will no longer get practice reminders.',
      failed: 'The setting could not be saved.',
    },
    sessions: {
      title: 'Your sessions',
      intro:
        'Where your account is signed in right now. If you do not recognise a session, sign it out and change your password.',
      loading: 'Loading your sessions…',
      loadFailed: 'Your sessions could not be loaded.',
      retry: 'Try again',
      unknownDevice: 'Unknown device',
      unknownAddress: 'unknown',
      thisDevice: 'This device',
      address: 'IP address: {{address}}',
      signedIn: 'Signed in {{date}}',
      activeNow: 'Active now',
      lastSeen: 'Last active {{time}}',
      justNow: 'just now',
      signOut: 'Sign out',
      signOutLabel: 'Sign out {{device}} ({{address}})',
      signedOut: 'The session has been signed out.',
      others_one: '{{count}} other session',
      others_other: '{{count}} other sessions',
      noOthers: 'You are not signed in anywhere else.',
      signOutOthers: 'Sign out everywhere else',
      signedOutOthers_one: '{{count}} other session has been signed out.',
      signedOutOthers_other: '{{count}} other sessions have been signed out.',
    },
  },
} as const;

// The keys join the app's typed texts (`t('profile.…')`) without a shared type to edit.
declare module '../../../lib/i18n' {
  interface FeatureTexts {
    profile: (typeof en)['profile'];
  }
}
