/**
 * The English texts of the errors only the server words: it answers each failure with its message in the caller's
 * language, so the web app never looks these up and its first load does not carry them (`messages.ts` holds the
 * keys the web shows itself; `catalogues.ts` joins both for the server, and `messages.de.ts` has every key).
 */
export const serverErrorsEn = {
  'error.server': 'A server error occurred. Please try again later.',
  'error.throttled': 'Too many attempts. Please try again in :seconds seconds.',
  'error.invalid_credentials_for': 'Invalid credentials for user :email',
  'error.forbidden': 'Access denied to :resource. Required permission level: :level',
  'error.credentials': 'The provided credentials are incorrect.',
  'error.not_owner': 'The resource must belong to the authenticated user.',
  'error.no_billing': 'No billing information. Please add a billing profile first.',
  'error.no_license_manager': 'License manager does not exist for given organization',
  'error.license_expired': 'Given license is expired',
  'error.license_manager_exists': 'There is already assigned License manager for given organization.',
  'error.invalid_value': 'Invalid value provided',
  'error.billing_inactive': 'Cannot renew billing cycle for inactive billing',
  'error.billing_not_due':
    'This billing is not due for renewal yet: its period ends on :end. It can be renewed from :from.',
  'error.device_code_unknown': 'This code is not known. Check the code your game shows and try again.',
  'error.device_code_expired': 'This code has expired. Start the sign-in in your game again to get a new one.',
  'error.device_code_decided': 'This code has already been approved or denied.',
  'error.unauthenticated': 'You are not signed in. Please sign in to continue.',
  'error.csrf': 'Your session has expired. Please reload the page and try again.',
  'error.validation': 'The given data was invalid.',
  'error.malformed_body': 'The request body could not be read. Send valid JSON, form data or multipart data.',
  'error.unsupported_media_type': 'Unsupported content type :type.',
  'error.body_too_large': 'The request body is too large.',
  'error.unknown_query': 'Unknown query parameter :name.',
  'error.unknown_include': "Unknown include ':value'. Allowed: :allowed.",
  'error.unknown_sort': "Unknown sort field ':value'. Allowed: :allowed.",
  'error.unknown_filter': "Unknown filter ':value'. Allowed: :allowed.",
  'error.unavailable': 'The service is busy. Please try again in a moment.',
  'error.token_expired': 'This link has expired. Please ask for a new one.',
  'error.token_used': 'This link has already been used.',
  'error.two_factor_challenge': 'Your sign-in attempt has expired. Please sign in again.',
  'error.two_factor_not_enabled': 'Two-factor authentication is not enabled.',
  'error.two_factor_already_enabled': 'Two-factor authentication is already enabled.',
  'error.two_factor_setup_missing': 'Start the two-factor set-up first.',
  'error.delete_self': 'You cannot delete your own account.',
  'error.last_super_admin': 'The last super-admin cannot be deleted or lose the role.',
  'error.super_admin_only': 'Only a super-admin can change a super-admin or give the role.',
  'error.sso_required':
    'Your organization signs you in with its identity provider: choose "Continue with your organization" instead of a password.',
  'error.sso_unavailable':
    'The identity provider of your organization cannot be reached right now. Please try again later.',
  'error.data_export_pending':
    'An export of this data is already being prepared. You will get an email with the link when it is ready.',
  'error.data_export_expired': 'This download has expired. Ask for a new export of the data.',
  'error.own_access': 'You cannot change your own role or permissions.',
  'error.shipping_default_required': 'The default shipping cost cannot be deleted, only changed.',
  'error.themes_software_only': 'Only software products have themes.',
  'error.certificate_revoked': 'This certificate has already been revoked.',
  'error.benchmark_not_draft':
    'This benchmark version has been activated: its targets no longer change. Create a new version.',
  'error.benchmark_incomplete': 'This benchmark version has no targets yet. Build it from experts first.',
  'error.no_organization':
    'You do not belong to an organization. The manager section shows the organization of the signed-in user.',
  'error.member_not_editable': 'Only trainees and trainers of your organization can be changed here.',
  'error.already_activated': 'This member has already activated the account; there is no invitation to resend.',
  'error.member_deactivated': 'This member is deactivated.',
  'error.organization_has_members': 'This organization still has members. Remove or move its members first.',
  'error.organization_billing': 'Licenses cannot be assigned for organization billing',
  'error.seat_user_inactive': 'Seats can be attached to active users only.',
  'error.seat_held': 'This user already holds an attached seat of this product.',
  'error.no_free_seats': 'Every seat of this license is attached. Detach a seat or raise the amount first.',
  'error.seats_pending_decrease':
    'This license drops to :amount seats on :date, and :count are attached. Detach a seat or raise the coming amount first.',
  'error.seat_not_attached': 'This user holds no attached seat of this license.',
  'error.license_has_seats': 'This license still has attached seats. Detach them before removing the license.',
  'error.user_holds_seats': 'This user holds attached license seats. Detach them before deleting the user.',
  'error.user_has_billing': 'This user has a personal billing account. Remove its licenses and billing first.',
  'error.erase_license_manager':
    ':organization needs another license manager first. Make someone else its license manager, then erase this account.',
  'error.erase_self_admin': 'Erase your own account from your profile.',
  'error.not_dormant': 'This account signed in again since it was listed. It was not erased.',
  'error.organization_has_billing': 'This organization has a billing account. Remove its licenses and billing first.',
  'error.billing_exists': 'This organization or user already has a billing account.',
  'error.billing_already_active': 'This billing is already active.',
  'error.billing_already_canceled': 'This billing is already canceled.',
  'error.invoice_transition': 'An open invoice can be marked paid or void; a paid or void invoice cannot change.',
  'error.invoice_unpriced':
    'The invoice cannot be made: :item has no :currency price. Add a :currency price to the product (or shipping cost in :currency), then renew again.',
  'error.organization_has_hardware':
    'This organization still owns hardware items. Delete or move its hardware items first.',
  'error.user_has_hardware': 'This user still owns hardware items. Delete their hardware items first.',
  'error.product_in_use':
    'This product is still licensed or recorded as hardware. Remove its licenses and hardware items first.',
  'error.curriculum_assigned': 'This curriculum is already assigned to this group.',
  'error.group_assigned': 'A curriculum is assigned to this group, so it cannot be deleted.',
  'error.invitation_limit':
    'Your organization may send :limit invitations a day. :remaining remain today, and this needs :needed. Send fewer, or try again tomorrow.',
} as const;
