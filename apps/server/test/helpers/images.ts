import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** A multipart body as a browser's FormData sends it. */
export async function multipart(fields: Record<string, Blob | string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, (value as File).name ?? 'upload.bin');
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') as string,
  };
}

export const file = (bytes: Buffer, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

/** A PNG of one colour. */
export const gradient = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } } })
    .png()
    .toBuffer();

/** Random pixels barely compress: a PNG of about `bytes` bytes. */
export const noisePng = (bytes: number) => {
  const side = Math.ceil(Math.sqrt(bytes / 3));
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
};
