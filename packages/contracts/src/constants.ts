/** Business constants from the specification (seed §9). */
export const TOAST_TIMEOUT_MS = 3000;
export const NOTIFICATION_DEFAULT_TIMEOUT_MS = 5000;
export const IMAGE_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
/** The largest release file the portal takes as an upload: 2 GiB (the server's `RELEASE_UPLOAD_MAX_BYTES` may lower it). */
export const RELEASE_UPLOAD_MAX_BYTES = 2 * 1024 ** 3;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const CHART_LAST_SESSIONS = 10;
export const CHART_PAST_DAYS = 10;
export const DATE_RANGE_PRESETS = ['last_7_days', 'last_30_days', 'custom'] as const;
/** A custom date range spans at most this many days, both ends included. */
export const DATE_RANGE_MAX_DAYS = 365;
export const FLS_AVERAGE_TRAINING_HOURS = 15;
export const LICENSE_DURATIONS_MONTHS = [3, 6, 12] as const;
export const MOBILE_BREAKPOINT_PX = 1280;
export const OVERLAY_Z_INDEX = 2000;
export const LIST_DEFAULT_PER_PAGE = 15;
export const LIST_MAX_PER_PAGE = 100;
/**
 * Lists count their rows up to this many: beyond it the total reads "10,000+" (`meta.total_capped`),
 * as counting every row of a large table on each page would cost more than the page itself.
 */
export const LIST_COUNT_CAP = 10_000;
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;
/** A manager's bulk invite from a CSV file: at most this many rows below the header. */
export const MEMBER_IMPORT_MAX_ROWS = 10_000;
/** Files with more rows are imported by a job (202, then the import's progress), not within the request. */
export const MEMBER_IMPORT_SYNC_MAX_ROWS = 200;
/** A manager's bulk invite from a CSV file: the file is smaller than this (5 MiB; the import routes' body limit). */
export const MEMBER_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** The product's name, shown in the web app's header and in mails. */
export const PRODUCT_NAME = 'LapSkills';

/**
 * Mail domains of public providers: anyone can have an address there, so no organization may claim one for its
 * single sign-on (issue 28). Compared lower-case with the whole domain.
 */
export const PUBLIC_MAIL_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'hotmail.de',
  'live.com',
  'msn.com',
  'yahoo.com',
  'yahoo.de',
  'ymail.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'gmx.de',
  'gmx.net',
  'gmx.at',
  'gmx.ch',
  'gmx.com',
  'web.de',
  't-online.de',
  'freenet.de',
  'posteo.de',
  'mailbox.org',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'tutanota.com',
  'tuta.io',
  'zoho.com',
  'yandex.com',
  'mail.com',
  'orange.fr',
  'free.fr',
  'libero.it',
  'ziggo.nl',
  'kpnmail.nl',
  'bluewin.ch',
] as const;

/** E-mail domains one organization's single sign-on may cover. */
export const SSO_MAX_DOMAINS = 20;
/** The roles single sign-on may give a person it provisions (never a manager's or an admin's). */
export const SSO_MEMBER_ROLES = ['trainee', 'trainer'] as const;
/**
 * Why a single sign-on ended on the login page (`/login?sso_error=…`): denied at the provider, a sign-in that
 * expired or was never started here (state), a check of the provider's answer that failed (nonce, issuer,
 * signature), the provider unreachable, an e-mail the provider does not confirm or that the organization's domains
 * do not cover, an account of another
 * organization, an account that is not active.
 */
export const SSO_ERRORS = [
  'denied',
  'expired',
  'failed',
  'unavailable',
  'unverified',
  'domain',
  'foreign_account',
  'inactive',
] as const;
export type SsoError = (typeof SSO_ERRORS)[number];
