/**
 * The audit trail: `recordAudit` for every module that changes something, when a user last signed in (the one
 * definition: `lastSignedInAt` as SQL, `lastSignIns` for a page of ids), and the admin audit log routes.
 */

export { auditPersonalData } from './personal-data.js';
export { type AuditAction, lastSignedInAt, lastSignIns, recordAudit, recordAudits } from './queries.js';
export { default as adminAuditLogRoutes } from './routes.js';
