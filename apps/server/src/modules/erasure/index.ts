/**
 * Erasure and retention (issue 28, must-haves 4 and 5; GDPR art. 17; docs/privacy.md): a person erases their own
 * account from the profile, an admin erases a user, or the accounts without a sign-in for `RETENTION_YEARS` years in
 * one action. The work is the personal-data registry's (`users`, `eraseUser`); this module holds who may, the
 * confirmation, the retention rule and the audit entry. It owns no table.
 */

export { adminErasureRoutes, adminRetentionRoutes, ownErasureRoutes } from './routes.js';
export { eraseDormant, eraseOwnAccount, eraseUserByAdmin, retentionPolicyOf } from './service.js';
