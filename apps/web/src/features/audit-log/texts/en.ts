/** English UI texts of the audit-log screens, loaded with them (`../screens.ts`). */
export const en = {
  auditLog: {
    title: 'Audit log',
    description: 'Who did what and when: sign-ins, security events and every change made by admins.',
    export: 'Export CSV',
    showDetails: 'Show details',
    detailsOf: 'Details of {{action}} at {{time}}',
    onlyThis: 'Show only the rows of {{email}}',
    columns: {
      time: 'Time',
      action: 'Action',
      user: 'User',
      actor: 'Done by',
      ip: 'IP address',
    },
    filters: {
      user: 'User',
      actor: 'Done by',
      personPlaceholder: 'Email or user id',
      action: 'Action',
      anyAction: 'Any action',
      noAction: 'No action matches',
      groups: 'Groups',
      actions: 'Actions',
      groupFallback: 'Every {{prefix}} action',
      from: 'From',
      to: 'To',
      utc: 'Days in UTC',
      reversed: 'The start date must be on or before the end date.',
    },
    list: {
      label: 'Audit log',
      noMatchTitle: 'Nothing matches',
      noMatchMessage: 'No entry matches these filters. Widen the date range or clear the filters.',
      emptyTitle: 'The log is empty',
      emptyMessage: 'Sign-ins, security events and admin changes appear here as they happen.',
    },
    details: {
      title: 'Audit entry',
      self: 'The user themselves',
      userAgent: 'Browser (user agent)',
      changes: 'Changes',
      field: 'Field',
      from: 'Before',
      to: 'After',
      more: 'More details',
    },
    groups: {
      device: 'Every game device event',
      auth: 'Every sign-in event',
      user: 'Every account event',
      password: 'Every password event',
      email: 'Every email address change',
      two_factor: 'Every two-factor event',
      organization: 'Every organization change',
      product: 'Every product change',
      product_theme: 'Every theme change',
      shipping_cost: 'Every shipping cost change',
      release: 'Every release change',
      audit_log: 'Every audit log export',
    },
    actions: {
      device: {
        approved: 'Game device approved',
        denied: 'Game device denied',
        revoked: 'Game device revoked',
      },
      auth: {
        login: 'Signed in',
        login_failed: 'Sign-in failed',
        logout: 'Signed out',
        two_factor_failed: 'Wrong two-factor code',
        session_revoked: 'Session ended',
        sessions_revoked_others: 'Other sessions ended',
      },
      user: {
        registered: 'Signed up',
        activated: 'Account activated',
        invited: 'User invited',
        updated: 'User changed',
        deleted: 'User deleted',
        available_products_changed: 'Available products changed',
      },
      password: {
        changed: 'Password changed',
        reset: 'Password reset',
        set_by_admin: 'Password set by an admin',
      },
      email: {
        change_requested: 'Email change requested',
        changed: 'Email address changed',
      },
      two_factor: {
        enabled: 'Two-factor turned on',
        disabled: 'Two-factor turned off',
        recovery_used: 'Recovery code used',
        reset: 'Two-factor reset by an admin',
      },
      organization: {
        created: 'Organization created',
        updated: 'Organization changed',
        license_manager_assigned: 'License manager assigned',
        license_manager_removed: 'License manager removed',
      },
      product: {
        created: 'Product created',
        updated: 'Product changed',
        deleted: 'Product deleted',
        image_changed: 'Product image changed',
        image_removed: 'Product image removed',
      },
      product_theme: {
        created: 'Theme created',
        updated: 'Theme changed',
        deleted: 'Theme deleted',
        image_changed: 'Theme image changed',
        image_removed: 'Theme image removed',
      },
      shipping_cost: {
        created: 'Shipping cost added',
        updated: 'Shipping cost changed',
        deleted: 'Shipping cost deleted',
      },
      release: {
        created: 'Release added',
        updated: 'Release changed',
        deleted: 'Release deleted',
      },
      audit_log: {
        exported: 'Audit log exported',
      },
    },
  },
} as const;

// The keys join the app's typed texts (`t('auditLog.…')`) without a shared type to edit.
declare module '../../../lib/i18n' {
  interface FeatureTexts {
    auditLog: (typeof en)['auditLog'];
  }
}
