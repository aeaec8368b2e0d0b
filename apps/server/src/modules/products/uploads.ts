import { IMAGE_UPLOAD_MAX_BYTES } from '@portal/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { validation } from '../../lib/app-error.js';

/**
 * The body of an image upload: multipart form data with one file in `image`
 * (@fastify/multipart with `attachFieldsToBody: 'keyValues'` hands the file
 * over as a Buffer). Its content is checked by `processImage`.
 */
export const imageUploadBody = z.strictObject({
  image: z
    .unknown()
    .superRefine((value, ctx) => {
      if (value === undefined || value === null || value === '') {
        ctx.addIssue({ code: 'custom', message: 'validation.image_required' });
      } else if (!Buffer.isBuffer(value)) ctx.addIssue({ code: 'custom', message: 'validation.image_type' });
    })
    .transform((value) => value as Buffer)
    .meta({
      type: 'string',
      format: 'binary',
      description: `PNG, JPEG or WebP, at most ${IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024} MB`,
    }),
});

/**
 * A file over the size limit is cut off by the multipart parser, which throws
 * a 413; an image upload answers it like the web's own check, with a 422 on
 * `image` ('Image size should be less than 2 MB!'). Every other error goes on
 * to the app's error handler.
 */
export function imageSizeErrors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw validation({ image: ['validation.image_size'] });
    throw error;
  });
}
