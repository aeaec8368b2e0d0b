/** English UI texts of the downloads screens, loaded with them (`../screens.ts`). */
export const en = {
  downloads: {
    title: 'Downloads',
    description: 'The latest release of the LapSkills game for each platform, with its checksum and release notes.',
    descriptionFor:
      'The latest release of the LapSkills game for each platform. Yours ({{platform}}) comes first; check the download against its SHA-256 checksum.',
    loading: 'Loading downloads',
    errorTitle: 'The downloads could not be loaded',
    emptyTitle: 'Nothing to download yet',
    emptyMessage:
      'Downloads appear here for the products you hold a license seat of, once a release is published. If you have no seat yet, ask your license manager for one.',
    notForYourPlatform: 'There is no release for {{platform}} yet; these are the other platforms.',
    platforms: {
      windows: 'Windows',
      macos: 'macOS',
      linux: 'Linux',
      android: 'Android',
      ios: 'iOS and iPadOS',
    },
    version: 'Version {{version}}',
    yourPlatform: 'Your platform',
    download: 'Download',
    downloadFor: 'Download {{product}} {{version}} for {{platform}}',
    checksum: 'SHA-256 checksum',
    copied: 'Copied',
    copyChecksum: 'Copy checksum',
    copyChecksumFor: 'Copy the SHA-256 checksum of the {{platform}} download',
    notes: 'Release notes',
  },
  releases: {
    title: 'Releases',
    description:
      'The downloadable builds of each software product per platform. Published releases appear on the downloads page; the highest version wins.',
    new: 'New release',
    createTitle: 'New release',
    createDescription: 'Name the build: where to download it, how big it is and its SHA-256 checksum.',
    create: 'Create release',
    created: 'Release {{version}} created.',
    editTitle: '{{product}} {{version}} for {{platform}}',
    editTitleLoading: 'Release',
    save: 'Save',
    saved: 'Release {{version}} saved.',
    cancel: 'Cancel',
    back: 'Back to releases',
    uploadFailed: 'The release was saved, but its file could not be uploaded: {{message}}',
    uploading: 'Uploading the file',
    awaitingFile: 'No file yet',
    publishedSince: 'Published since {{date}}.',
    edit: 'Edit release {{name}}',
    remove: 'Delete release {{name}}',
    fields: {
      product: 'Software product',
      productPlaceholder: 'Choose a product',
      noProducts: 'No software product matches',
      version: 'Version',
      versionHint: 'Semantic version: 1.4.2, or 2.0.0-beta.1 for a prerelease.',
      platform: 'Platform',
      url: 'Download address',
      urlHint: 'A full https:// address of the file.',
      source: 'File',
      sourceUrl: 'Download URL',
      sourceUpload: 'Upload file',
      uploadHint: 'The file is uploaded when you save; the portal computes its size and SHA-256 checksum.',
      file: 'File',
      filePlaceholder: 'Choose the installer or package',
      fileCurrent: 'Current file: {{name}}. Choose another to replace it.',
      size: 'Size in bytes',
      sizeHint: 'The exact file size in bytes.',
      sha256: 'SHA-256 checksum',
      sha256Hint: '64 hexadecimal characters, e.g. from sha256sum or Get-FileHash.',
      notes: 'Release notes',
      notesHint: 'Markdown: ### headings, - lists, **bold**, [links](https://…).',
      published: 'Published',
      publishedHint: 'Published releases are offered on the downloads page.',
    },
    columns: {
      product: 'Product',
      version: 'Version',
      platform: 'Platform',
      status: 'Status',
      publishedAt: 'Published',
      size: 'Size',
    },
    status: {
      published: 'Published',
      draft: 'Draft',
    },
    filters: {
      product: 'Product',
      allProducts: 'All software products',
      platform: 'Platform',
      allPlatforms: 'All platforms',
      status: 'Status',
      anyStatus: 'Published or draft',
    },
    list: {
      label: 'Releases',
      noMatchTitle: 'No releases match',
      noMatchMessage: 'Change the filters, or add a release for this product.',
      emptyTitle: 'No releases yet',
      emptyMessage: 'Add the first release of a software product to offer it for download.',
    },
    delete: {
      title: 'Delete release {{name}}?',
      body: 'The release is removed; nobody has been offered it yet.',
      bodyPublished:
        'The release is published: it disappears from the downloads page, which then offers the next-highest version.',
      confirm: 'Delete',
      done: 'Release {{name}} deleted.',
    },
  },
} as const;

// The keys join the app's typed texts (`t('downloads.…')`) without a shared type to edit.
declare module '../../../lib/i18n' {
  interface FeatureTexts {
    downloads: (typeof en)['downloads'];
    releases: (typeof en)['releases'];
  }
}
