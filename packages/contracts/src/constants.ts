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
