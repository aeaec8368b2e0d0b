import { IMAGE_TYPES, imageSizeOk } from '@portal/contracts';

/**
 * The browser's check before an upload, the same rules as the server's: at
 * most 2 MB ('Image size should be less than 2 MB!') and a PNG, JPEG or WebP
 * (here by its declared type; the server reads the content). Answers the
 * catalogue key of the problem, or null when the file may be sent.
 */
export function imageFileProblem(file: {
  size: number;
  type: string;
}): 'validation.image_size' | 'validation.image_type' | null {
  if (!imageSizeOk(file)) return 'validation.image_size';
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'validation.image_type';
  return null;
}

/** What the file picker offers. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');
