/** English UI texts of the billing screens (every audience), loaded with them (`../screens.ts`). */
export const en = {
  billing: {
    tab: 'Billing details',
    title: 'Billing details',
    description:
      'Who is invoiced, and how often: the billing cycle runs for 3, 6 or 12 months and renews at the end of each period.',
    emptyTitle: 'No billing yet',
    emptyBody:
      'This organization has no billing profile. Fill in the details below: the first period starts today, and licenses can be added afterwards.',
    personalEmptyBody:
      'This user has no personal billing profile. Fill in the details below: the first period starts today, and personal licenses can be added afterwards.',
    formTitle: 'Billing profile',
    fields: {
      legalName: 'Legal name',
      billingEmail: 'Billing email',
      vatNumber: 'VAT number',
      vatHint: 'With the country prefix, e.g. NL123456789B01; checked per EU country.',
      purchaseOrder: 'Purchase-order reference',
      purchaseOrderHint: 'Printed on every invoice, if the customer needs one.',
      currency: 'Currency',
      cycle: 'Billing cycle',
      cycleMonths: '{{count}} months',
      autoRenew: 'Renew automatically at the end of each period',
    },
    pendingCycle: 'Changes to {{count}} months when this period ends ({{date}}).',
    cycleNextPeriod: 'A new cycle applies from the next period; the current period keeps its end.',
    create: 'Create billing',
    save: 'Save billing details',
    created: 'The billing of {{name}} was created.',
    saved: 'The billing details of {{name}} were saved.',
    status: {
      status: 'Status',
      address: 'Billing address',
      title: 'Current period',
      active: 'Active',
      canceled: 'Canceled',
      period: 'Period',
      periodValue: '{{start}} – {{end}}',
      cycle: 'Cycle',
      autoRenew: 'Auto renew',
      yes: 'Yes',
      no: 'No',
      canceledAt: 'Canceled on {{date}}',
      licenses: 'Licenses',
    },
    actions: {
      cancel: 'Cancel billing',
      reactivate: 'Reactivate billing',
      renew: 'Renew now',
      cancelTitle: 'Cancel the billing of {{name}}?',
      cancelBody:
        'The billing stops renewing. Its licenses keep running until their end date; the billing email and the license manager are told by mail.',
      cancelConfirm: 'Cancel billing',
      canceled: 'The billing of {{name}} was canceled.',
      reactivateTitle: 'Reactivate the billing of {{name}}?',
      reactivateBody:
        'The billing renews again. If its period has already ended, a new period starts today. The billing email and the license manager are told by mail.',
      reactivateConfirm: 'Reactivate',
      reactivated: 'The billing of {{name}} is active again.',
      renewTitle: 'Start the next period of {{name}} now?',
      renewBody:
        'The next period starts the day after {{end}}. A pending cycle and pending license amounts apply, and licenses that renew automatically move to the new end.',
      renewConfirm: 'Renew now',
      renewed: 'The billing of {{name}} was renewed.',
      refused: 'Not done',
      keep: 'Keep as it is',
    },
    list: {
      title: 'Billing',
      description: 'Every billing account, of organizations and of individual users: cycle, period and status.',
      label: 'Billing accounts',
      search: 'Search',
      searchPlaceholder: 'Legal name or billing email',
      status: 'Status',
      anyStatus: 'Any status',
      entityType: 'Billed as',
      anyEntity: 'Organizations and users',
      organization: 'Organization',
      user: 'User',
      columns: {
        entity: 'Billed entity',
        legalName: 'Legal name',
        type: 'Type',
        cycle: 'Cycle',
        periodEnd: 'Period ends',
        licenses: 'Licenses',
        status: 'Status',
      },
      emptyTitle: 'No billing accounts yet',
      emptyMessage: 'Billing accounts are created on an organization’s or a user’s Billing details tab.',
      noMatchTitle: 'No billing account matches',
      noMatchMessage: 'Try another search, or clear the filters.',
    },
    user: {
      manageSeats: 'Manage seats at {{organization}}',
      back: 'Back to users',
      title: 'User',
      notFound: 'This user does not exist (any more).',
      tabsLabel: 'User',
      billingTab: 'Billing details',
      organizationBilled:
        'This user is a member of {{organization}}. Licenses cannot be assigned for organization billing: their seats come from the organization’s licenses.',
    },
    manager: {
      title: 'Billing',
      none: 'Your organization has no billing yet. LapSkills sets it up with your first order.',
      loadFailed: 'The billing could not be loaded.',
      email: 'Billing email',
      purchaseOrder: 'Purchase order reference',
      purchaseOrderHint: 'Printed on your invoices.',
      save: 'Save billing contact',
      saved: 'The billing email and purchase order are saved.',
    },
  },
} as const;

// The keys join the app's typed texts (`t('billing.…')`) without a shared type to edit.
declare module '../../../lib/i18n' {
  interface FeatureTexts {
    billing: (typeof en)['billing'];
  }
}
