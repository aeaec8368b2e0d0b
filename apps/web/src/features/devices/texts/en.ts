/** English UI texts of the game's device sign-in and the connected devices, loaded with them (`../screens.ts`). */
export const en = {
  devices: {
    tab: 'Connected devices',
    platforms: {
      windows: 'Windows',
      macos: 'macOS',
      linux: 'Linux',
      android: 'Android',
      ios: 'iOS',
      unknown: 'Platform not given',
    },
    connect: {
      title: 'Connect a device',
      description: 'Sign the LapSkills game in with your account: enter the code the game shows.',
      codeTitle: 'Enter the code',
      codeHint: 'The game shows an 8-letter code such as BCDF\u2011GHJK. Capitals and the dash do not matter.',
      code: 'Code',
      continue: 'Continue',
      askingTitle: 'Is this your device?',
      askingHint:
        'Approve only if you started the sign-in on this device yourself. It can then upload your training results.',
      device: 'Device',
      platform: 'Platform',
      codeShown: 'Code',
      expires: 'Code valid until',
      unnamed: 'Unnamed device',
      approve: 'Approve',
      deny: 'Deny',
      otherCode: 'Enter another code',
      approvedTitle: 'Device connected',
      approvedBody: '{{device}} is signed in as you. Go back to the game; it continues on its own.',
      deniedTitle: 'Request denied',
      deniedBody: '{{device}} was not signed in. If this was a mistake, start the sign-in in the game again.',
      manage: 'See your connected devices',
    },
    list: {
      title: 'Connected devices',
      intro:
        'Games signed in with your account. Revoke a device you no longer use or do not recognise: it is signed out at once.',
      loading: 'Loading your connected devices…',
      loadFailed: 'Your connected devices could not be loaded.',
      retry: 'Try again',
      empty: 'No device is connected. Start the game and choose “Sign in” to connect one.',
      connectOne: 'Connect a device',
      connected: 'Connected {{date}}',
      lastSeen: 'last used {{time}}',
      justNow: 'just now',
      revoke: 'Revoke',
      revokeLabel: 'Revoke {{device}}',
      revokeTitle: 'Revoke this device?',
      revokeBody: '{{device}} is signed out at once and must be approved again to upload results.',
      revoked: '{{device}} has been revoked.',
    },
  },
} as const;

// The keys join the app's typed texts (`t('devices.…')`) without a shared type to edit.
declare module '../../../lib/i18n' {
  interface FeatureTexts {
    devices: (typeof en)['devices'];
  }
}
