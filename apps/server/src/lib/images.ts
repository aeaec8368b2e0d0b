import { createHash } from 'node:crypto';
import { IMAGE_UPLOAD_MAX_BYTES } from '@portal/contracts';
import sharp, { type Sharp, type SharpOptions } from 'sharp';
import { AppError, validation } from './app-error.js';

/** The formats accepted, recognised by their first bytes (never by file name or declared type). */
export type ImageFormat = 'png' | 'jpeg' | 'webp';

export function sniffImageFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

/** Largest side of the stored preview, and of its thumbnail for lists. */
export const PREVIEW_MAX_SIDE = 1600;
export const THUMBNAIL_SIDE = 320;
/** Refuse images of more pixels than this before decoding them (a small file can unpack to gigabytes). */
const MAX_INPUT_PIXELS = 40_000_000;

export interface EncodedImage {
  /** `<sha256 of bytes>.webp`: the storage key and the last segment of its URL. */
  key: string;
  bytes: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
}

export interface ProcessedImage {
  preview: EncodedImage;
  thumbnail: EncodedImage;
}

const imageType = () => validation({ image: ['validation.image_type'] });

async function encode(pipeline: Sharp): Promise<EncodedImage> {
  // sharp writes no metadata unless asked (keepMetadata/withMetadata): EXIF, GPS, XMP and ICC are gone.
  const { data, info } = await pipeline.webp({ quality: 82, effort: 4 }).toBuffer({ resolveWithObject: true });
  const hash = createHash('sha256').update(data).digest('hex');
  return { key: `${hash}.webp`, bytes: data, contentType: 'image/webp', width: info.width, height: info.height };
}

/**
 * Check an uploaded image and re-encode it: PNG, JPEG or WebP by content, at
 * most 2 MB, decodable to the end. The stored copies are new WebP files made
 * from the decoded pixels (turned upright per EXIF first), so no metadata,
 * embedded script or trailing payload of the upload survives. Throws a 422
 * on `image` for anything else.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length > IMAGE_UPLOAD_MAX_BYTES) throw validation({ image: ['validation.image_size'] });
  const format = sniffImageFormat(bytes);
  if (!format) throw imageType();
  const options: SharpOptions = { failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS, animated: false };
  try {
    const metadata = await sharp(bytes, options).metadata();
    if (metadata.format !== format || !metadata.width || !metadata.height) throw imageType();
    const upright = () => sharp(bytes, options).rotate();
    const preview = await encode(
      upright().resize(PREVIEW_MAX_SIDE, PREVIEW_MAX_SIDE, { fit: 'inside', withoutEnlargement: true }),
    );
    const thumbnail = await encode(
      upright().resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, { fit: 'inside', withoutEnlargement: true }),
    );
    return { preview, thumbnail };
  } catch (error) {
    // Truncated or corrupt data, a bomb over the pixel limit: the client sent something that is not a usable image.
    if (error instanceof AppError) throw error;
    throw imageType();
  }
}
