/** English UI texts of the benchmark screens, loaded with them (`../screens.ts`). */
export const en = {
  benchmarks: {
    title: 'Benchmarks',
    description:
      "Your organization's own FLS targets: set by hand, or from your experts' attempts (their mean minus two standard deviations, as MentorLearn sets proficiency). The active version judges every member's FLS readiness.",
    tasks: {
      peg_transfer: 'Peg transfer',
      pattern_cutting: 'Pattern cutting',
      ligating_loop: 'Ligating loop',
      extracorporeal_suturing: 'Extracorporeal suturing',
      intracorporeal_suturing: 'Intracorporeal suturing',
    },
    status: { draft: 'Draft', active: 'Active', retired: 'Retired' },
    source: { manual: 'By hand', experts: 'From experts', none: 'Empty draft' },
    columns: {
      task: 'FLS task',
      level: 'From level',
      accuracy: 'Accuracy',
      speed: 'Speed',
      gameplay: 'Gameplay',
      version: 'Version',
      name: 'Name',
      status: 'Status',
      source: 'Made',
      created: 'Created',
      expert: 'Expert',
      attempts: 'Attempts',
      mean: 'Mean',
      sd: 'SD',
      target: 'Target',
      select: 'Use',
    },
    inUse: 'Targets in use',
    applies: {
      organization: 'Your organization’s benchmark {{version}} judges readiness.',
      portal_default: 'The portal’s default benchmark {{version}} ({{organization}}) judges readiness.',
      published: 'The portal’s published FLS targets judge readiness.',
    },
    targetsLabel: 'Targets per FLS task',
    versions: 'Versions',
    versionsLabel: 'Benchmark versions',
    emptyTitle: 'No versions yet',
    emptyMessage: 'Create one from your experts’ attempts, or set the targets by hand.',
    newFromExperts: 'New version from experts',
    newByHand: 'New version by hand',
    open: 'Open {{version}}',
    loadFailed: 'The benchmarks could not be loaded.',
    retry: 'Try again',
    back: 'Back to benchmarks',
    versionTitle: 'Benchmark {{version}}',
    byHand: {
      title: 'New version by hand',
      name: 'Name',
      nameDescription: 'Optional, e.g. “Faculty 2026”.',
      intro:
        'Targets of 0 to 100 per score, from level 3 (the FLS tasks’ level) on. The published targets are filled in.',
      field: '{{task}}: {{score}}',
      create: 'Create version',
      cancel: 'Cancel',
      created: 'Benchmark {{version}} created.',
    },
    experts: {
      title: 'Build from experts',
      intro:
        'Choose at least 3 members who are experts. Each needs at least 5 attempts of every FLS task at level 3 or above; their last N attempts per task make the targets.',
      choose: 'Experts',
      chooseExpert: 'Use {{name}} as an expert',
      attempts: 'Last N attempts per task',
      build: 'Build targets',
      built: 'Targets built from {{count}} experts.',
      none: 'No member of your organization has trained yet.',
      perTask: '{{count}} per task (least)',
      usedTitle: 'Expert data used',
      usedIntro:
        'Each expert’s last {{n}} attempts per task (fewer where fewer exist). The target is mean − 2 SD of all.',
      perExpertLabel: 'Attempts and mean scores per expert',
      perTaskLabel: 'Mean, standard deviation and target per task',
      formerMember: 'A former member',
      attemptsUsed: '{{count}} attempts',
      meanOf: '{{accuracy}} / {{speed}} / {{gameplay}}',
    },
    noTargets: 'This draft has no targets yet: build them from experts below.',
    activate: 'Activate',
    activateHint:
      'Activating makes these targets judge your organization’s readiness; every member is recomputed in the background. The targets are then fixed.',
    activated: 'Benchmark {{version}} is active. Your members’ readiness is being recomputed.',
    activeHint: 'Active since {{date}}: it judges your organization’s readiness.',
    retiredHint: 'Was active; it no longer judges readiness. You can activate it again.',
    deactivate: {
      button: 'Deactivate {{version}}',
      title: 'Deactivate benchmark {{version}}?',
      body: 'Your members’ readiness is then judged by {{fallback}} again and recomputed in the background. Certificates already issued stay valid.',
      fallbackDefault: 'the portal’s default benchmark',
      fallbackPublished: 'the published FLS targets',
      confirm: 'Deactivate',
      done: 'Benchmark {{version}} deactivated. Your members’ readiness is being recomputed.',
    },
    admin: {
      title: 'Portal default benchmark',
      description:
        'The targets for organizations without an active benchmark of their own: the published FLS targets, or an organization’s benchmark version.',
      label: 'Default targets',
      published: 'Published FLS targets',
      option: '{{organization}} · {{version}}{{name}}',
      save: 'Save',
      saved: 'Portal default saved. Figures are being recomputed.',
      current: 'Now: {{what}}',
    },
  },
} as const;

// The keys join the app's typed texts (`t('benchmarks.…')`) without a shared type to edit.
declare module '../../../lib/i18n' {
  interface FeatureTexts {
    benchmarks: (typeof en)['benchmarks'];
  }
}
