import { IMAGE_UPLOAD_MAX_BYTES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { imageFileProblem } from './image-file';

const file = (size: number, type: string) => new File([new Uint8Array(size)], 'x', { type });

describe('the image check before an upload', () => {
  it('accepts a PNG, JPEG or WebP of up to 2 MB', () => {
    expect(imageFileProblem(file(1000, 'image/png'))).toBeNull();
    expect(imageFileProblem(file(IMAGE_UPLOAD_MAX_BYTES, 'image/jpeg'))).toBeNull();
    expect(imageFileProblem(file(10, 'image/webp'))).toBeNull();
  });

  it("refuses a file over 2 MB with the specification's message key", () => {
    expect(imageFileProblem(file(IMAGE_UPLOAD_MAX_BYTES + 1, 'image/png'))).toBe('validation.image_size');
    expect(imageFileProblem({ size: 3 * 1024 * 1024, type: 'image/png' })).toBe('validation.image_size');
  });

  it('refuses other types', () => {
    expect(imageFileProblem(file(10, 'image/svg+xml'))).toBe('validation.image_type');
    expect(imageFileProblem(file(10, 'text/plain'))).toBe('validation.image_type');
    expect(imageFileProblem(file(10, 'image/gif'))).toBe('validation.image_type');
  });
});
