import { z } from 'zod';
import { normalizeWebUrl, plainText, requiredString, webUrl } from './fields.js';
import { defineList } from './lists.js';

/**
 * The platforms a release is built for: the game's desktop builds and its
 * tablet builds. A browser (WebGL) build is played, not downloaded, so it has
 * no file, size or checksum and is not a release here.
 */
export const PLATFORMS = ['windows', 'macos', 'linux', 'android', 'ios'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** Semantic Versioning 2.0.0 (semver.org's own expression): `1.4.0`, `2.0.0-beta.1`, `1.0.0+build.5`. */
export const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;
export const VERSION_MAX_LENGTH = 64;
export const RELEASE_URL_MAX_LENGTH = 2000;
/** The largest file a release may name: 100 GiB. */
export const RELEASE_MAX_BYTES = 100 * 1024 ** 3;
export const RELEASE_NOTES_MAX_LENGTH = 20_000;
export const SHA256_HEX = /^[0-9a-f]{64}$/;

/** True for an absolute `https:` URL with a host (no credentials in it). */
export function isHttpsUrl(value: string): boolean {
  return normalizeWebUrl(value, { httpsOnly: true, credentials: false }) !== null;
}

const booleanField = () =>
  z.preprocess(
    (value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value),
    z.boolean({ error: 'validation.invalid' }),
  );

/** Where a release's file comes from: a download URL elsewhere, or a file uploaded to the portal. */
export const RELEASE_SOURCES = ['url', 'upload'] as const;
export type ReleaseSource = (typeof RELEASE_SOURCES)[number];

/** A form's empty field (`''`, null) is a missing one: only asked for with `source: 'url'`. */
const emptyAsMissing = (value: unknown) => (value === '' || value === null ? undefined : value);

const releaseFields = {
  /** `upload`: url, size and checksum are not asked; the file comes with `POST /api/admin/releases/{id}/file`. */
  source: z.enum(RELEASE_SOURCES, { error: 'validation.invalid' }).default('url'),
  version: requiredString(VERSION_MAX_LENGTH).regex(SEMVER, { error: 'validation.semver' }),
  platform: z.enum(PLATFORMS, { error: 'validation.platform' }),
  /** An https URL elsewhere, stored normalised (`webUrl`). */
  url: z.preprocess(emptyAsMissing, webUrl(RELEASE_URL_MAX_LENGTH, { httpsOnly: true, credentials: false }).optional()),
  size_bytes: z
    .preprocess(
      (value) =>
        typeof value === 'string' && /^\d{1,16}$/.test(value.trim()) ? Number(value.trim()) : emptyAsMissing(value),
      z
        .number({ error: 'validation.number' })
        .int({ error: 'validation.integer' })
        .min(1, { error: 'validation.min_number' })
        .max(RELEASE_MAX_BYTES, { error: 'validation.max_number' }),
    )
    .optional(),
  /** 64 hexadecimal digits; stored lower-case. */
  sha256: z.preprocess(
    emptyAsMissing,
    z
      .string({ error: 'validation.required' })
      .trim()
      .toLowerCase()
      .regex(SHA256_HEX, { error: 'validation.sha256' })
      .optional(),
  ),
  /** Markdown; shown rendered and sanitized. */
  notes: plainText(z.string().trim().max(RELEASE_NOTES_MAX_LENGTH, { error: 'validation.max_length' }), {
    multiline: true,
  }).default(''),
  published: booleanField().default(false),
};

/** With `source: 'url'` the URL, size and checksum are required; with `upload` they are ignored. */
function requireUrlFields(
  body: { source: ReleaseSource; url?: string; size_bytes?: number; sha256?: string },
  ctx: z.RefinementCtx,
) {
  if (body.source !== 'url') return;
  for (const name of ['url', 'size_bytes', 'sha256'] as const) {
    if (body[name] === undefined) ctx.addIssue({ code: 'custom', path: [name], message: 'validation.required' });
  }
}

/** `POST /api/admin/releases`. */
export const createReleaseBody = z
  .strictObject({
    product_id: z.uuid({ error: 'validation.release_product' }),
    ...releaseFields,
  })
  .superRefine(requireUrlFields);
export type CreateReleaseBody = z.input<typeof createReleaseBody>;

/** `PUT /api/admin/releases/{id}`: everything but the product. */
export const updateReleaseBody = z.strictObject(releaseFields).superRefine(requireUrlFields);
export type UpdateReleaseBody = z.input<typeof updateReleaseBody>;

/** A release as admins see it. */
export const release = z.object({
  id: z.uuid(),
  product_id: z.uuid(),
  product: z.object({ id: z.uuid(), name: z.string() }).optional(),
  version: z.string(),
  platform: z.enum(PLATFORMS),
  source: z.enum(RELEASE_SOURCES),
  /**
   * The download URL; for an uploaded file the portal's `/api/downloads/releases/<id>/file` (signed-in
   * users allowed to download the release only), null until the file is uploaded.
   */
  url: z.string().nullable(),
  /** The uploaded file's original name; null for a URL or before the upload. */
  file_name: z.string().nullable(),
  /** Null only while an uploaded release waits for its file. */
  size_bytes: z.number().int().nullable(),
  sha256: z.string().nullable(),
  /** Markdown as written. */
  notes: z.string(),
  /** The notes rendered to HTML and sanitized against the allow-list. */
  notes_html: z.string(),
  published: z.boolean(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Release = z.infer<typeof release>;

/** `GET /api/admin/releases`: per product with `filter[product_id]`; `version` sorts by semver precedence. */
export const releaseList = defineList({
  includes: ['product'],
  sorts: ['version', 'platform', 'published_at', 'created_at'],
  filters: {
    product_id: z.uuid({ error: 'validation.release_product' }),
    platform: z.enum(PLATFORMS, { error: 'validation.platform' }),
    published: z.enum(['true', 'false']).transform((value) => value === 'true'),
  },
  defaultSort: '-version',
});

/** One platform's latest published release on the downloads page. */
export const downloadRelease = z.object({
  id: z.uuid(),
  platform: z.enum(PLATFORMS),
  version: z.string(),
  url: z.string(),
  size_bytes: z.number().int(),
  sha256: z.string(),
  notes_html: z.string(),
  published_at: z.string().nullable(),
});
export type DownloadRelease = z.infer<typeof downloadRelease>;

/** `GET /api/downloads`: each software product the caller may download, its platforms in `PLATFORMS` order. */
export const download = z.object({
  product: z.object({ id: z.uuid(), name: z.string() }),
  releases: z.array(downloadRelease),
});
export type Download = z.infer<typeof download>;

/** `POST /api/admin/releases/{id}/file`: multipart form data with the file in `file`. */
export const RELEASE_FILE_FIELD = 'file';
