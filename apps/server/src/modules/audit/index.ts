/** The audit trail: `recordAudit` for every module that changes something, and the admin audit log routes. */

export { auditPersonalData } from './personal-data.js';
export { recordAudit } from './queries.js';
export { default as adminAuditLogRoutes } from './routes.js';
