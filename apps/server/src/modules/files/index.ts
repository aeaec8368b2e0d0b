/**
 * Stored files: `GET /api/files/{name}`, streaming a stored object (with
 * ranges), and the hourly sweep of files no row names, with the lock an
 * upload holds against it.
 */

export { type FileReference, storedFileReferences } from './file-references.js';
export { default as fileRoutes } from './routes.js';
export { sendStoredObject } from './send.js';
export { holdStoredFiles } from './sweep.js';
