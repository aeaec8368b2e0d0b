/**
 * The message catalogue shared by server and web. Schemas and errors carry a
 * key; each side turns it into text in the user's language with `translate`.
 * English is the default and the fallback for an unsupported language; every
 * catalogue has every key (a missing one is a type error). The English errors
 * only the server words live in `messages.server-errors.ts`, out of the web's
 * first load.
 */
import type { serverErrorsEn } from './messages.server-errors.js';

const en = {
  // seed §8, the error catalogue
  'error.unexpected': 'An unexpected error occurred. Please try again.',
  'error.not_found': 'The selected resource does not exist.',
  'error.delete_user_failed': 'Failed to delete the user. Please try again.',
  // transport and session
  'error.request_in_progress': 'Request already in progress.',
  'error.non_json_error': 'Http error did not return json response.',
  'error.non_json_success': 'Request successfull but no json was returned',
  'error.something_went_wrong': 'Something went wrong',
  // seed §5, validation
  'validation.required': 'This field is required',
  'validation.required_short': 'Required',
  'validation.email': 'Please enter a valid email',
  'validation.email_invalid': 'Invalid email address',
  'validation.password_weak': 'Your password is not strong enough',
  'validation.password_hint':
    'At least 8 characters with an uppercase letter, a lowercase letter, a number and a special character.',
  'validation.accept_terms': 'Accepting the privacy policy and terms of use is required',
  'validation.image_size': 'Image size should be less than 2 MB!',
  'validation.date_range': 'The start date must be less than :days days from the end date.',
  'validation.max_length': 'This field may not be longer than :max characters.',
  'validation.min_length': 'This field must be at least :min characters.',
  'validation.exact_length': 'This field must be exactly :length characters.',
  'validation.number': 'This field must be a number.',
  'validation.integer': 'This field must contain digits only.',
  'validation.capitals': 'This field may contain capital letters only.',
  'validation.min_number': 'This field must be at least :min.',
  'validation.max_number': 'This field may not be greater than :max.',
  'validation.sessions_batch': 'Send between 1 and :max sessions in one upload.',
  'validation.per_page': 'This field must be a whole number from 1 to :max.',
  'validation.not_empty': 'This field may not be empty.',
  'validation.pattern': 'This field has an invalid format.',
  'validation.user_name': 'Use letters, digits, dots, dashes and underscores only.',
  'validation.one_of': 'Choose one of: :allowed.',
  'validation.user_name_taken': 'This user name is already in use.',
  'validation.unknown_field': 'This field is not allowed.',
  'validation.invalid': 'Invalid value provided',
  'validation.control_characters': 'This field may not contain control characters.',
  'validation.format_characters':
    'This field may not contain invisible formatting characters (text direction or zero-width characters).',
  'validation.name_line_break': 'A name must be on one line.',
  'validation.name_link':
    'A name may not contain a web address or anything that looks like one (such as www., https:// or name.com).',
  'validation.password_common': 'This password is too common or easy to guess. Please choose another one.',
  'validation.password_mismatch': 'The password confirmation does not match.',
  'validation.password_same': 'The new password must be different from the current one.',
  'validation.current_password': 'The current password is incorrect.',
  'validation.erase_confirmation': 'Confirm with your current password, or type the email address of your account.',
  'validation.erase_email_mismatch': 'This is not the email address of your account.',
  'validation.erase_too_many': 'Erase at most 100 accounts at a time.',
  'validation.totp_code': 'Enter the 6-digit code from your authenticator app.',
  'validation.totp_invalid': 'The code is invalid or has already been used.',
  'validation.code_or_recovery': 'Enter a code from your authenticator app or a recovery code.',
  'validation.email_taken': 'This email address is already in use.',
  'validation.organization_required': 'An organization is required for this role.',
  // accounts
  'error.token_invalid': 'This link is not valid. Please ask for a new one.',
  'error.password_change_required': 'Please choose a new password before you continue.',
  'message.registered': 'Thanks for signing up. Check your email for a link to activate your account.',
  'message.activation_sent': 'If an inactive account exists for this address, we have sent a new activation link.',
  'message.recover_sent': 'If an account exists for this address, we have sent a link to reset the password.',
  'message.password_changed': 'Your password has been changed.',
  'message.email_change_sent': 'We have sent a confirmation link to your new email address.',
  'message.email_changed': 'Your email address has been changed.',
  'message.profile_saved': 'Your profile has been saved.',
  // shipping costs, downloads, audit log
  'validation.country': 'Choose a country (ISO 3166 code, e.g. NL).',
  'validation.currency': 'Choose a supported currency.',
  'validation.shipping_country_taken': 'There is already a shipping cost for this country.',
  'validation.shipping_default_country': 'The default applies to every other country and has no country of its own.',
  'validation.date': 'Enter a date as YYYY-MM-DD.',
  'validation.date_order': 'The start date must be on or before the end date.',
  'validation.date_range_object': 'Use filter[occurred_at][from] and filter[occurred_at][to].',
  'validation.action_filter': 'Enter an action (auth.login) or a prefix ending in a dot (auth.).',
  'validation.semver': 'Enter a semantic version such as 1.4.0 or 2.0.0-beta.1.',
  'validation.platform': 'Choose a platform: Windows, macOS, Linux, Android or iOS.',
  'validation.max_items': 'At most :max, please.',
  'validation.domain': 'Enter a domain such as hospital.org.',
  'validation.domain_public':
    ":domain belongs to a public mail provider: anyone can have an address there. Enter your organization's own domain.",
  'validation.domain_taken': ":domain is already covered by another organization's single sign-on.",
  'validation.domain_repeated': 'Each domain once, please.',
  'validation.sso_issuer_https':
    'The issuer must be an https:// address (http:// only for localhost outside production).',
  'validation.sso_discovery_failed': "The provider's discovery document (:url) could not be read: :reason",
  'validation.sso_not_openid': 'The address answered, but not as an OpenID Connect provider (:reason).',
  'validation.sso_secret_required': 'Enter the client secret the identity provider gave you.',
  'validation.https_url': 'Enter a full https:// address.',
  'validation.sha256': 'Enter the SHA-256 checksum: 64 hexadecimal characters.',
  'validation.release_product': 'Choose a software product.',
  'validation.release_version_taken': 'This product already has this version for this platform.',
  'validation.release_file_required': 'Choose a file to upload.',
  'validation.release_file_empty': 'The file is empty.',
  'error.release_file_too_large': 'The file is larger than :max.',
  // organizations
  'validation.zipcode_nl': 'Enter a Dutch postcode: four digits and two letters, e.g. 1234 AB.',
  'validation.zipcode_gb': 'Enter a UK postcode, e.g. SW1A 1AA.',
  'validation.zipcode_us': 'Enter a ZIP code of five digits, or five plus four, e.g. 94105 or 94105-1234.',
  'validation.zipcode_digits_4': 'Enter a postcode of four digits for this country, e.g. 1010.',
  'validation.zipcode_digits_5': 'Enter a postcode of five digits for this country, e.g. 10115.',
  'validation.not_member': 'This person is not a member of this organization.',
  'validation.already_license_manager': 'This person is already the license manager of this organization.',
  // products, themes, images
  'validation.price': 'Enter a price from 0.00 to 10,000,000.00 with at most two decimals.',
  'validation.prices_required': 'Enter a price in at least one currency.',
  'validation.sku': 'Use letters, digits, dots, dashes and underscores only.',
  'validation.sku_taken': 'This SKU number is already in use.',
  'validation.http_url': 'Enter a link that starts with http:// or https://.',
  'validation.duration_software': 'Software licenses run for 3, 6 or 12 months.',
  'validation.image_type': 'The file must be a PNG, JPEG or WebP image.',
  'validation.image_required': 'Choose an image to upload.',
  'validation.theme_name_taken': 'This product already has a theme with this name.',
  'validation.software_only': 'Only software products can be made available to a user.',
  // benchmarks per organization (issue 27)
  'validation.choose_one': 'Choose one of the listed values.',
  'validation.benchmark_experts_min': 'Choose at least :min experts.',
  'validation.benchmark_expert_twice': 'Each expert may be chosen once.',
  'validation.benchmark_expert_unknown': 'Choose members of your organization.',
  'validation.benchmark_expert_attempts':
    ':name has :count attempts of :task at level :level or above; each expert needs at least :min.',
  'validation.benchmark_task_missing': ':task needs a target row at level :level.',
  'validation.benchmark_level_low': ':task counts attempts from level :level on: choose level :level or above.',
  'validation.benchmark_level_twice': ':task has two rows at level :level.',
  'validation.member_not_active': 'Only an active member can become the license manager.',
  // licensing (docs/decisions/0009-licensing-model.md)
  'message.amount_pending': 'A change of license amount applies after the current billing period',
  'validation.vat_number': 'Enter a valid VAT number with its country prefix, e.g. NL123456789B01.',
  'validation.cycle_months': 'Billing cycles run for 3, 6 or 12 months.',
  'validation.license_product': 'Choose a software product.',
  'validation.license_currency':
    'This product has no :currency price, and this billing is in :currency. Add a :currency price to the product first.',
  'validation.license_span': 'A license runs for at most five years.',
  'validation.active_order': 'Active from must be on or before active to.',
  'validation.amount_below_seats':
    'This license has :count attached seats. Detach seats before lowering the amount below that.',
  'validation.amount_unlimited': 'A site license (unlimited) has no amount.',
  'validation.product_not_available': 'This product is not available to this user. An admin makes it available first.',
  // hardware items (docs/decisions/0010-hardware-items.md)
  'validation.serial_number': 'Use letters, digits, dots, dashes, slashes and underscores only.',
  'validation.serial_taken': 'This serial number is already recorded (serial numbers are unique in any letter case).',
  'validation.hardware_product': 'Choose a hardware product.',
  'validation.warranty_order': 'The warranty end must be on or after the purchase date.',
  'validation.warranty_span': 'A warranty runs for at most ten years from the purchase date.',
  'validation.purchase_date_future': 'The purchase date cannot be in the future.',
  'validation.status_transition':
    'This status change is not allowed: ordered goes to shipped, shipped to active or returned, active to returned, and a returned item may ship again.',
  // training analytics (issue 18; docs/fls-readiness.md)
  'validation.custom_range': 'Choose a start date and an end date for a custom range.',
  // groups and curricula (issue 27, docs/curricula.md)
  'validation.curriculum_modules': 'A curriculum needs at least one module.',
  'validation.curriculum_exercise': 'Choose an exercise of this skill.',
  'validation.curriculum_targets': 'An exercise that is no FLS task needs its own targets.',
  'validation.due_date_past': 'The due date may not be in the past.',
  'validation.group_members': 'Choose active members of your organization.',
  'validation.group_name_taken': 'There is already a group with this name.',
  'validation.curriculum_name_taken': 'There is already a curriculum with this name.',
  // the manager's bulk invite from a CSV file (docs/decisions/0014-member-import-from-csv.md)
  'validation.import_requester_gone':
    'Not invited: the manager who sent the file no longer has an account. Ask the current manager to import this row.',
  'validation.import_file_required': 'Choose a CSV file to upload.',
  'validation.import_empty': 'The file is empty. It needs a header row and at least one row below it.',
  'validation.import_not_csv':
    'This is not a readable CSV file. Save it as CSV (UTF-8) with a header row and upload it again.',
  'validation.import_missing_columns':
    'The header row lacks the column :columns. The columns are email, first_name, last_name and role.',
  'validation.import_too_many_rows': 'The file has more than :max rows. Split it into files of at most :max rows.',
  'validation.import_too_large': 'The file must be smaller than :max.',
  'validation.import_role': 'Use the role trainee or trainer.',
  'validation.import_duplicate': 'This email address is already in row :row of the file.',
  'validation.import_rows_invalid':
    ':count rows of the file have errors (the first is row :row). Nothing was sent: correct the file and upload it again.',
} as const;

/** Every key: those the web shows itself (`en` here) and the errors only the server words. */
export type MessageKey = keyof typeof en | keyof typeof serverErrorsEn;

/** Every catalogue has every key of `en` (a missing one is a type error). */
export type Catalogue = Record<MessageKey, string>;
export const languages = ['en', 'de'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';
/** The English texts the web shows itself; the server's catalogue (`catalogues.ts`) adds the rest. */
export const messagesEn: Partial<Catalogue> & typeof en = en;

/** Replace `:name` placeholders; longer names first so `:max` never eats `:maxLength`. */
export function interpolate(text: string, params: Record<string, string | number>): string {
  const names = Object.keys(params).sort((a, b) => b.length - a.length);
  return names.reduce((out, name) => out.replaceAll(`:${name}`, String(params[name])), text);
}

/** Text for a catalogue key from `catalogue`, or the value itself when it is not a key. */
export function translateIn(
  catalogue: Partial<Catalogue>,
  key: string,
  params: Record<string, string | number> = {},
): string {
  return interpolate((Object.hasOwn(catalogue, key) && catalogue[key as MessageKey]) || key, params);
}

/**
 * Pick the best supported language from an Accept-Language header
 * (`de-CH, de;q=0.9, en;q=0.8`); English when nothing matches.
 */
export function pickLanguage(header: string | undefined | null): Language {
  if (!header) return defaultLanguage;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0] as Language;
    if ((languages as readonly string[]).includes(base)) return base;
  }
  return defaultLanguage;
}
