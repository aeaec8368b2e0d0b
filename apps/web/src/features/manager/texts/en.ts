/** English UI texts of the manager section, loaded with its screens (`../screens.ts`). */
export const en = {
  manager: {
    noOrganization: {
      title: 'No organization to manage',
      body: 'The manager screens show the organization of the license manager who opens them. Your account belongs to no organization, so there is nothing to show here.',
      hint: 'To look after an organization, open it under Admin › Organizations.',
      organizations: 'Go to organizations',
      home: 'Go to getting started',
    },
    back: {
      accountDetails: 'Back to account details',
    },
    organization: {
      title: 'Organisation details',
      description: 'The name and address LapSkills keeps for {{organization}}.',
      formTitle: 'Name and address',
      save: 'Save changes',
      saved: 'The details of {{name}} are saved.',
      loadFailed: 'The organization could not be loaded.',
    },
    details: {
      title: 'Account details',
      card: 'Organization',
      address: 'Address',
      licenseManager: 'License manager',
      members: 'Members',
      membersCount_one: '{{count}} member',
      membersCount_other: '{{count}} members',
      since: 'Customer since {{date}}',
      edit: 'Edit details',
      you: '(you)',
    },
    members: {
      title: 'Members',
      invite: 'Invite member',
      search: 'Search',
      searchPlaceholder: 'Name or email',
      role: 'Role',
      allRoles: 'All roles',
      status: 'Status',
      anyStatus: 'Any status',
      name: 'Name',
      email: 'Email',
      lastSignedIn: 'Last signed in',
      never: 'Never',
      edit: 'Edit {{name}}',
      emptyTitle: 'No members yet',
      emptyMessage: 'Invite your trainees and trainers: each gets a mail to choose a password.',
      noMatchTitle: 'No member matches these filters',
    },
    fields: {
      email: 'Email',
      firstName: 'First name',
      lastName: 'Last name',
      role: 'Role',
      roleHint: 'Trainees train in the game; trainers also follow their trainees.',
    },
    invite: {
      title: 'Invite a member',
      description:
        'The new member gets a mail with a link to choose a password. The link is valid for 7 days; until then they are listed as inactive.',
      submit: 'Send invitation',
      cancel: 'Cancel',
      sent: 'Invitation sent to {{email}}.',
    },
    edit: {
      title: 'Edit member',
      notFound: 'There is no such member.',
      forbidden: 'This person is not a member of your organization.',
      loadFailed: 'The member could not be loaded.',
      details: 'Details',
      save: 'Save changes',
      saved: 'Changes to {{name}} saved.',
      memberSince: 'Member since {{date}}',
      lastSignedIn: 'Last signed in {{date}}',
      neverSignedIn: 'Never signed in',
      self: 'This is your own account. Change your name and password in your profile.',
      notEditable: '{{name}} is not a trainee or trainer, so you cannot change them here.',
      deactivatedNotice: '{{name}} is deactivated and can no longer sign in.',
      invitation: 'Invitation',
      invitationBody:
        '{{name}} has not activated the account yet. Sending the invitation again mails a new link to {{email}}; the old one stops working.',
      resend: 'Send invitation again',
      resent: 'A new invitation was sent to {{email}}.',
      deactivateSection: 'Deactivate member',
      deactivateBody:
        'A deactivated member can no longer sign in or use mailed links. The account and its training history stay.',
      deactivate: 'Deactivate member',
    },
    deactivate: {
      title: 'Deactivate {{name}}?',
      body: '{{name}} ({{email}}) is signed out everywhere and can no longer sign in. Links mailed to them stop working. The account and its training history stay.',
      confirm: 'Deactivate',
      done: '{{name}} is deactivated.',
      refused: 'Not deactivated',
    },
    licenseManager: {
      title: 'License manager',
      description:
        'The license manager looks after the licenses and members of {{organization}}. An organization has one license manager.',
      current: 'Current license manager',
      you: 'That is you.',
      none: 'Your organization has no license manager.',
      loadFailed: 'The license manager could not be loaded.',
      handOver: 'Hand over the role',
      handOverHint:
        'Choose an active member of your organization. They become the license manager; you stay a member as a trainee.',
      member: 'New license manager',
      memberPlaceholder: 'Search by name or email',
      noMembers: 'No active member matches',
      submit: 'Hand over',
      confirmTitle: 'Hand over the license manager role?',
      confirmBody: '{{name}} becomes the license manager of {{organization}}.',
      consequences: {
        section: 'You lose the manager screens at once and stay a member of {{organization}} as a trainee.',
        mail: 'You and {{name}} both get a mail about the change.',
        back: 'Only {{name}} or a LapSkills administrator can make you license manager again.',
      },
      confirm: 'Hand over',
      done: '{{name}} is now the license manager of {{organization}}.',
    },
  },
} as const;

// The keys join the app's typed texts (`t('manager.…')`) without a shared type to edit.
declare module '../../../lib/i18n' {
  interface FeatureTexts {
    manager: (typeof en)['manager'];
  }
}
