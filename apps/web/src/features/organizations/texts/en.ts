/** English UI texts of the organizations screens, loaded with them (`../screens.ts`). */
export const en = {
  organizations: {
    title: 'Organizations',
    description:
      'The hospitals, universities and skills labs that use LapSkills: their address, members and license manager.',
    create: 'New organization',
    back: 'Back to organizations',
    notFound: 'This organization does not exist (any more).',
    loadFailed: 'The organization could not be loaded.',
    columns: {
      name: 'Name',
      city: 'City',
      country: 'Country',
      licenseManager: 'License manager',
      members: 'Members',
      created: 'Created',
    },
    list: {
      label: 'Organizations',
      search: 'Search',
      searchPlaceholder: 'Name or city',
      country: 'Country',
      allCountries: 'All countries',
      noLicenseManager: 'None yet',
      edit: 'Edit {{name}}',
      licenseManager: 'License manager of {{name}}',
      noMatchTitle: 'No organization matches',
      noMatchMessage: 'Try another name or city, or clear the filters.',
      emptyTitle: 'No organizations yet',
      emptyMessage: 'Create the first organization, then invite its license manager.',
    },
    tabs: {
      label: 'Organization',
      accountDetails: 'Account details',
      edit: 'Name and address',
      licenseManager: 'License manager',
      sso: 'Single sign-on',
    },
    createPage: {
      title: 'New organization',
      description: 'Name and address of the hospital, university or skills lab. Next you invite its license manager.',
      submit: 'Create organization',
      created: '{{name}} was created. Now invite its license manager.',
    },
    editPage: {
      title: 'Name and address',
      submit: 'Save changes',
      saved: 'The changes to {{name}} were saved.',
    },
    invitationLimit: {
      title: 'Invitations per day',
      label: 'Invitations per day',
      description:
        'How many invitation mails the managers of this organization may send per day (single invitations and imported rows). Empty: the default of 500.',
      submit: 'Save limit',
      saved: 'The invitation limit of {{name}} was saved.',
    },
    delete: {
      section: 'Delete organization',
      sectionBody:
        'An organization can be deleted once nothing hangs on it any more: no members (and later no licenses or billing). The server says what is left.',
      button: 'Delete organization',
      title: 'Delete {{name}}?',
      body: '{{name}} and its address are deleted for good. This cannot be undone.',
      confirm: 'Delete organization',
      done: '{{name}} was deleted.',
      refused: 'Not deleted',
    },
    details: {
      title: 'Account details',
      edit: 'Edit',
      address: 'Address',
      licenseManager: 'License manager',
      inviteManager: 'Invite a license manager',
      since: 'Customer since',
      membersCount_one: '{{count}} member',
      membersCount_other: '{{count}} members',
    },
    members: {
      title: 'Members',
      add: 'Add member',
      name: 'Name',
      email: 'Email',
      role: 'Role',
      status: 'Status',
      since: 'Member since',
      search: 'Search members',
      searchPlaceholder: 'Name or email',
      allRoles: 'All roles',
      anyStatus: 'Any status',
      edit: 'Edit {{name}}',
      noMatchTitle: 'No member matches the filters',
      emptyTitle: 'No members yet',
      emptyMessage: 'Invite the license manager or add trainers and trainees.',
    },
    licenseManager: {
      current: 'Current license manager',
      none: 'This organization has no license manager yet. Invite one below.',
      pending: 'Invitation pending',
      remove: 'Remove',
      removeTitle: 'Remove the license manager?',
      removeBody:
        '{{name}} will no longer manage the licenses of {{organization}}. The account stays, as a trainee of the organization, and {{name}} gets an email about it.',
      removeConfirm: 'Remove license manager',
      removed: '{{name}} is no longer the license manager.',
      invite: 'Invite the license manager',
      replace: 'Replace the license manager',
      inviteHint:
        'Enter the email of a member of this organization, or of someone new: they get an email to choose a password. An organization has one license manager.',
      email: 'Email',
      firstName: 'First name',
      lastName: 'Last name',
      namesHint: 'Only needed for someone new',
      inviteSubmit: 'Send invitation',
      replaceSubmit: 'Replace license manager',
      replaceTitle: 'Replace the license manager?',
      replaceBody:
        '{{email}} becomes the license manager of {{organization}} in place of {{current}}. {{current}} keeps the account as a trainee of the organization. Both get an email.',
      replaceConfirm: 'Replace',
      invitedNew: 'Invitation sent to {{email}}.',
      assigned: '{{name}} is now the license manager.',
      replacedNotice: '{{name}} was told and stays a member as a trainee.',
    },
  },
} as const;

// The keys join the app's typed texts (`t('organizations.…')`) without a shared type to edit.
declare module '../../../lib/i18n' {
  interface FeatureTexts {
    organizations: (typeof en)['organizations'];
  }
}
