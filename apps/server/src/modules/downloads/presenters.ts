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
    source: row.url === null ? 'upload' : 'url',
    url: downloadUrlOf(row),
    file_name: row.fileName,
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

/** Where the portal serves a release's uploaded file (to those who may download it, see `releaseFileFor`). */
export const releaseFileUrl = (id: string) => `/api/downloads/releases/${id}/file`;

/** The typed URL, or the portal's own for an uploaded file; null while the file is awaited. */
export const downloadUrlOf = (row: Pick<ReleaseRow, 'id' | 'url' | 'fileKey'>) =>
  row.url ?? (row.fileKey ? releaseFileUrl(row.id) : null);

/** Only releases with a file reach the downloads page (see `latestPublishedReleases`). */
export function presentDownloadRelease(row: ReleaseRow): DownloadRelease {
  return {
    id: row.id,
    platform: row.platform,
    version: row.version,
    url: downloadUrlOf(row) ?? '',
    size_bytes: row.sizeBytes ?? 0,
    sha256: row.sha256 ?? '',
    notes_html: renderMarkdown(row.notes),
    published_at: row.publishedAt?.toISOString() ?? null,
  };
}
