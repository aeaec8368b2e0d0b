/** Why a single sign-on ended on the login page (`/login?sso_error=…`): loaded only then. */
export const en = {
  ssoSignIn: {
    failure: {
      title: 'Single sign-on did not work',
      denied:
        "The sign-in was cancelled at your organization's identity provider. Try again, or ask your IT department for access to LapSkills.",
      expired: 'This sign-in expired or was not started in this browser. Please start again.',
      failed:
        "Your organization's identity provider gave an answer the portal could not accept. Please start again; if it keeps happening, tell your license manager.",
      unavailable: "Your organization's identity provider cannot be reached right now. Please try again later.",
      unverified:
        'Your identity provider did not confirm your e-mail address, so the portal cannot link it to an account. Ask your IT department to mark it as verified.',
      domain: "Your identity provider signed you in with an address your organization's single sign-on does not cover.",
      foreign_account:
        'An account with this e-mail address belongs to another organization. It cannot be signed in through this organization: ask your license manager or the LapSkills team.',
      inactive: 'This account has been deactivated. Ask your license manager to reactivate it.',
    },
  },
} as const;

// The keys join the app's typed texts (`t('ssoSignIn.…')`) without a shared type to edit.
declare module '../../../lib/i18n' {
  interface FeatureTexts {
    ssoSignIn: (typeof en)['ssoSignIn'];
  }
}
