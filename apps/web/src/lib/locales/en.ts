/** English UI text. Catalogue messages (errors, validation) come from @portal/contracts instead. */
export const en = {
  app: {
    tagline: 'Laparoscopic skills training portal',
    loading: 'Loading…',
    soon: 'Soon',
    homeLink: 'Home',
  },
  nav: {
    label: 'Main navigation',
    toggle: 'Toggle navigation',
    general: 'General',
    gettingStarted: 'Getting started',
    downloads: 'Downloads',
    profile: 'Profile',
    notAvailableYet: 'Not available yet',
    sections: {
      admin: 'Admin',
      manager: 'Manager',
      trainee: 'Trainee',
    },
    admin: {
      organizations: 'Organizations',
      users: 'Users',
      softwareProducts: 'Software products',
      hardwareProducts: 'Hardware products',
      shippingCosts: 'Shipping costs',
      licenses: 'Licenses',
    },
    manager: {
      organisationDashboard: 'Organisation dashboard',
      softwareLicenses: 'Software licenses',
      hardwareDetails: 'Hardware details',
      organisationDetails: 'Organisation details',
      licenseManager: 'License manager',
    },
    trainee: {
      overview: 'Overview',
      trainingActivity: 'Training activity',
      licenses: 'Licenses',
    },
  },
  userMenu: {
    profile: 'Profile',
    signOut: 'Sign out',
    signedOut: 'You have been signed out.',
  },
  progress: {
    label: 'Loading',
  },
  auth: {
    login: {
      title: 'Sign in',
      subtitle: 'Use the account your organization or the LapSkills team created for you.',
      email: 'Email',
      emailPlaceholder: 'you@hospital.org',
      password: 'Password',
      passwordPlaceholder: 'Your password',
      toggleVisibility: 'Toggle visibility',
      submit: 'Sign in',
      failed: 'Sign-in failed',
      twoFactorTitle: 'Two-factor authentication',
      // The code step arrives with the account screens; until then say so plainly.
      twoFactorPending:
        'Your password is correct, but this account also needs a code from your authenticator app, and signing in with a code is not available in the portal yet. Ask an administrator to reset two-factor authentication for you.',
    },
  },
  legal: {
    privacyPolicy: 'Privacy policy',
    termsOfUse: 'Terms of use',
    lastUpdated: 'Last updated {{date}}',
    backToSignIn: 'Back to sign in',
    contents: 'Contents',
  },
  gettingStarted: {
    title: 'Getting started',
    welcome: 'Welcome, {{name}}',
    intro: {
      admin: 'You administer the portal. These are the places you will work in most.',
      manager: 'You manage the licenses of {{organization}}. Start here to get your team training.',
      managerNoOrganization: 'You manage your organization’s licenses. Start here to get your team training.',
      user: 'Four steps from first download to your first insights.',
    },
    notAvailable: 'Coming soon',
    open: 'Open',
    cards: {
      manageSoftware: {
        title: 'Manage software',
        description: 'Add and edit the software products, their license durations, prices and in-game themes.',
      },
      manageHardware: {
        title: 'Manage hardware',
        description: 'Keep the catalogue of instrument sets and hardware add-ons up to date.',
      },
      manageUsers: {
        title: 'Manage users',
        description: 'Invite users, set their roles and permissions, and reset two-factor authentication.',
      },
      manageOrganizations: {
        title: 'Manage organizations',
        description: 'Register hospitals and universities, keep their addresses and appoint their license manager.',
      },
      manageBilling: {
        title: 'Manage billing',
        description: 'Review billing details and billing cycles, and cancel or reactivate billing.',
      },
      manageLicenses: {
        title: 'Manage licenses',
        description: 'Issue software licenses and hardware to organizations and follow their validity.',
      },
      checkLicenses: {
        title: 'Check licenses',
        description: 'See which software licenses and hardware your organization holds and when they expire.',
      },
      attachLicense: {
        title: 'Attach a license to a user',
        description: 'Hand a free seat to a trainee so they can start training in the game.',
      },
      teamPerformance: {
        title: 'Check team performance',
        description: 'Follow your trainees’ training time and skill scores on their way to the FLS exam.',
      },
      download: {
        title: 'Download',
        description: 'Download the LapSkills game for your computer’s platform.',
      },
      setup: {
        title: 'Setup',
        description: 'Connect your instrument set and sign in to the game with your portal account.',
      },
      use: {
        title: 'Use',
        description: 'Train the eight laparoscopic skills; the results of every session reach the portal.',
      },
      insights: {
        title: 'Insights',
        description:
          'Follow your progress towards the FLS manual skills exam: most trainees need about {{hours}} hours.',
      },
    },
  },
  profile: {
    title: 'Profile',
    subtitle: 'Your account as the portal knows it.',
    account: 'Account',
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
    roleNames: {
      'super-admin': 'Super admin',
      admin: 'Admin',
      'license-manager': 'License manager',
      trainer: 'Trainer',
      trainee: 'Trainee',
      user: 'Trainee',
    },
  },
  unauthorized: {
    title: 'Access denied',
    body: 'Your account does not have access to this page. If you think it should, ask your organization’s license manager or a LapSkills administrator.',
    link: 'Go to getting started',
  },
  notFound: {
    title: 'Page not found',
    body: 'The page you are looking for does not exist or has moved.',
    link: 'Go to the home page',
  },
  routeError: {
    title: 'Something went wrong',
    body: 'This page could not be shown. Reloading usually helps; if it does not, try again in a few minutes.',
    reload: 'Reload page',
  },
} as const;
