/**
 * Where people write about privacy and the terms. The operator must set the real
 * addresses before going live; `.example` keeps a placeholder from reaching a real inbox.
 */
export const PRIVACY_CONTACT_EMAIL = 'privacy@lapskills.example';
export const SUPPORT_CONTACT_EMAIL = 'support@lapskills.example';
