import type { DownloadRelease, Release } from '@portal/contracts';
import { renderMarkdown } from '../../lib/markdown.js';
import type { ReleaseRow } from './queries.js';

export function presentRelease(row: ReleaseRow & { productName?: string }, include: readonly string[]): Release {
  return {
    id: row.id,
    product_id: row.productId,
    ...(include.includes('product') && row.productName !== undefined
      ? { product: { id: row.productId, name: row.productName } }
      : {}),
    version: row.version,
    platform: row.platform,
    url: row.url,
    size_bytes: row.sizeBytes,
    sha256: row.sha256,
    notes: row.notes,
    notes_html: renderMarkdown(row.notes),
    published: row.published,
    published_at: row.publishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentDownloadRelease(row: ReleaseRow): DownloadRelease {
  return {
    id: row.id,
    platform: row.platform,
    version: row.version,
    url: row.url,
    size_bytes: row.sizeBytes,
    sha256: row.sha256,
    notes_html: renderMarkdown(row.notes),
    published_at: row.publishedAt?.toISOString() ?? null,
  };
}
