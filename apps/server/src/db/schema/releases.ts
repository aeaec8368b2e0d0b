import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './products.js';

/**
 * Downloadable builds of a software product, one per platform and version.
 * `version` is Semantic Versioning; its numeric parts are kept beside it so
 * the database orders versions by precedence (1.10.0 after 1.9.0), the
 * prerelease tie-break is done in code. The file lives elsewhere (`url`, https
 * only) and is named by its size and SHA-256.
 */
export const releases = pgTable(
  'releases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id').notNull(),
    /** Always 'software': with the foreign key on (product_id, product_type), only software has releases. */
    productType: text('product_type', { enum: ['software', 'hardware', 'add-on'] })
      .notNull()
      .default('software'),
    version: text('version').notNull(),
    versionMajor: integer('version_major').notNull(),
    versionMinor: integer('version_minor').notNull(),
    versionPatch: integer('version_patch').notNull(),
    /** The part after `-` (`beta.1`); null for a release version. */
    versionPrerelease: text('version_prerelease'),
    platform: text('platform', { enum: ['windows', 'macos', 'linux', 'android', 'ios'] }).notNull(),
    /** An https URL elsewhere; null for an uploaded file (served from `/api/files/<file_key>`). */
    url: text('url'),
    /** The uploaded file's storage key (`release-<uuid>-<sha256 prefix>.<ext>`); null for a URL, or until the file arrives. */
    fileKey: text('file_key'),
    /** The uploaded file's original name (sanitized), offered as the download's name. */
    fileName: text('file_name'),
    /** Typed by the admin for a URL, computed by the server for an uploaded file; null until the file arrives. */
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    sha256: text('sha256'),
    /** Markdown, rendered and sanitized when shown. */
    notes: text('notes').notNull().default(''),
    published: boolean('published').notNull().default(false),
    /** When it was last published; null while unpublished. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'releases_product_fk',
      columns: [t.productId, t.productType],
      foreignColumns: [products.id, products.type],
    }).onDelete('cascade'),
    check('releases_software_only', sql`${t.productType} = 'software'`),
    check('releases_url_https', sql`${t.url} ~ '^https://'`),
    check('releases_sha256_hex', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
    check('releases_size_positive', sql`${t.sizeBytes} > 0`),
    // A URL with its typed size and checksum, or an uploaded file (all of key, name, size and checksum, or none yet).
    check(
      'releases_source',
      sql`(${t.url} is not null and ${t.fileKey} is null and ${t.fileName} is null and ${t.sizeBytes} is not null and ${t.sha256} is not null) or (${t.url} is null and (${t.fileKey} is null) = (${t.fileName} is null) and (${t.fileKey} is null) = (${t.sizeBytes} is null) and (${t.fileKey} is null) = (${t.sha256} is null))`,
    ),
    check(
      'releases_published_at',
      sql`(${t.published} and ${t.publishedAt} is not null) or (not ${t.published} and ${t.publishedAt} is null)`,
    ),
    uniqueIndex('releases_version_unique').on(t.productId, t.platform, t.version),
    // `GET /api/files/<key>` looks up a release file's name by its key.
    uniqueIndex('releases_file_key_unique').on(t.fileKey),
    // The admin list's sorts, within a product (the screen always shows one product's releases).
    index('releases_product_version_idx').on(t.productId, t.versionMajor, t.versionMinor, t.versionPatch, t.id),
    index('releases_product_platform_idx').on(t.productId, t.platform, t.id),
    index('releases_product_published_at_idx').on(t.productId, t.publishedAt, t.id),
    index('releases_product_created_at_idx').on(t.productId, t.createdAt, t.id),
    // The downloads page: each platform's highest published version.
    index('releases_latest_published_idx')
      .on(t.productId, t.platform, t.versionMajor, t.versionMinor, t.versionPatch)
      .where(sql`${t.published}`),
  ],
);
