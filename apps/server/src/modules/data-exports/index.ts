/**
 * Data exports (issue 28, must-have 3; GDPR articles 15 and 20): a person, or an admin for a user, asks for a ZIP
 * of everything the personal-data registry's modules hold (JSON per module, CSV of every list, invoice PDFs, a
 * README); a job builds and stores it, the asker is mailed, and downloads it from the profile for 7 days.
 */

export { dataExportsPersonalData } from './personal-data.js';
export { adminDataExportRoutes, dataExportJobs, ownDataExportRoutes } from './routes.js';
export { buildDataExport, DATA_EXPORT_JOB, expireDataExports, requestDataExport } from './service.js';
