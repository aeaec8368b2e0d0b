import type { MessageKey } from './messages.js';

/** The catalogue's `error.*` keys: the messages a failure answers with. */
export type ErrorMessageKey = Extract<MessageKey, `error.${string}`>;

/**
 * The API's stable error codes (`{ message, code, errors? }`), each with the
 * catalogue key of its message. Clients switch on a code
 * (`password_change_required`), never on translated text, so a code is written
 * here rather than cut from its key at run time: renaming a key fails
 * typecheck here instead of silently changing a code. Every `error.*` key has
 * a code (a missing one is a type error); a field rule's failure
 * (`validation.*`) answers `validation`.
 */
export const ERROR_CODES = {
  unexpected: 'error.unexpected',
  server: 'error.server',
  throttled: 'error.throttled',
  invalid_credentials_for: 'error.invalid_credentials_for',
  forbidden: 'error.forbidden',
  credentials: 'error.credentials',
  not_found: 'error.not_found',
  not_owner: 'error.not_owner',
  delete_user_failed: 'error.delete_user_failed',
  no_billing: 'error.no_billing',
  no_license_manager: 'error.no_license_manager',
  license_expired: 'error.license_expired',
  license_manager_exists: 'error.license_manager_exists',
  invalid_value: 'error.invalid_value',
  billing_inactive: 'error.billing_inactive',
  billing_not_due: 'error.billing_not_due',
  device_code_unknown: 'error.device_code_unknown',
  device_code_expired: 'error.device_code_expired',
  device_code_decided: 'error.device_code_decided',
  unauthenticated: 'error.unauthenticated',
  csrf: 'error.csrf',
  validation: 'error.validation',
  malformed_body: 'error.malformed_body',
  unsupported_media_type: 'error.unsupported_media_type',
  body_too_large: 'error.body_too_large',
  request_in_progress: 'error.request_in_progress',
  non_json_error: 'error.non_json_error',
  non_json_success: 'error.non_json_success',
  something_went_wrong: 'error.something_went_wrong',
  unknown_query: 'error.unknown_query',
  unknown_include: 'error.unknown_include',
  unknown_sort: 'error.unknown_sort',
  unknown_filter: 'error.unknown_filter',
  unavailable: 'error.unavailable',
  token_invalid: 'error.token_invalid',
  token_expired: 'error.token_expired',
  token_used: 'error.token_used',
  two_factor_challenge: 'error.two_factor_challenge',
  two_factor_not_enabled: 'error.two_factor_not_enabled',
  two_factor_already_enabled: 'error.two_factor_already_enabled',
  two_factor_setup_missing: 'error.two_factor_setup_missing',
  password_change_required: 'error.password_change_required',
  delete_self: 'error.delete_self',
  last_super_admin: 'error.last_super_admin',
  super_admin_only: 'error.super_admin_only',
  data_export_pending: 'error.data_export_pending',
  sso_required: 'error.sso_required',
  sso_unavailable: 'error.sso_unavailable',
  data_export_expired: 'error.data_export_expired',
  own_access: 'error.own_access',
  shipping_default_required: 'error.shipping_default_required',
  release_file_too_large: 'error.release_file_too_large',
  themes_software_only: 'error.themes_software_only',
  no_organization: 'error.no_organization',
  member_not_editable: 'error.member_not_editable',
  already_activated: 'error.already_activated',
  member_deactivated: 'error.member_deactivated',
  organization_has_members: 'error.organization_has_members',
  organization_billing: 'error.organization_billing',
  seat_user_inactive: 'error.seat_user_inactive',
  seat_held: 'error.seat_held',
  no_free_seats: 'error.no_free_seats',
  seats_pending_decrease: 'error.seats_pending_decrease',
  seat_not_attached: 'error.seat_not_attached',
  license_has_seats: 'error.license_has_seats',
  user_holds_seats: 'error.user_holds_seats',
  user_has_billing: 'error.user_has_billing',
  erase_license_manager: 'error.erase_license_manager',
  erase_self_admin: 'error.erase_self_admin',
  not_dormant: 'error.not_dormant',
  organization_has_billing: 'error.organization_has_billing',
  billing_exists: 'error.billing_exists',
  certificate_revoked: 'error.certificate_revoked',
  curriculum_assigned: 'error.curriculum_assigned',
  group_assigned: 'error.group_assigned',
  benchmark_not_draft: 'error.benchmark_not_draft',
  benchmark_incomplete: 'error.benchmark_incomplete',
  billing_already_active: 'error.billing_already_active',
  billing_already_canceled: 'error.billing_already_canceled',
  invoice_transition: 'error.invoice_transition',
  invoice_unpriced: 'error.invoice_unpriced',
  organization_has_hardware: 'error.organization_has_hardware',
  user_has_hardware: 'error.user_has_hardware',
  product_in_use: 'error.product_in_use',
  invitation_limit: 'error.invitation_limit',
} as const satisfies Record<string, ErrorMessageKey>;

export type ApiErrorCode = keyof typeof ERROR_CODES;
export const API_ERROR_CODES = Object.keys(ERROR_CODES) as [ApiErrorCode, ...ApiErrorCode[]];

/** Every `error.*` key has a code: a key added without one is named by the type error here. */
const _keysWithoutCode: Record<Exclude<ErrorMessageKey, (typeof ERROR_CODES)[ApiErrorCode]>, never> = {};

const codeByKey: ReadonlyMap<string, ApiErrorCode> = new Map(
  (Object.entries(ERROR_CODES) as Array<[ApiErrorCode, ErrorMessageKey]>).map(([code, key]) => [key, code]),
);

/** The code of a failure answered with this message key; `validation` for a field rule (`validation.*`). */
export function errorCodeOf(key: MessageKey): ApiErrorCode {
  return codeByKey.get(key) ?? 'validation';
}

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}
