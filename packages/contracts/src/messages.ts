/**
 * The message catalogue shared by server and web. Schemas and errors carry a
 * key; each side turns it into text in the user's language with `translate`.
 * English is the default and the fallback for an unsupported language; every
 * catalogue has every key of `en` (a missing one is a type error).
 */
const en = {
  // seed §8, the error catalogue
  'error.unexpected': 'An unexpected error occurred. Please try again.',
  'error.server': 'A server error occurred. Please try again later.',
  'error.throttled': 'Too many attempts. Please try again in :seconds seconds.',
  'error.invalid_credentials_for': 'Invalid credentials for user :email',
  'error.forbidden': 'Access denied to :resource. Required permission level: :level',
  'error.credentials': 'The provided credentials are incorrect.',
  'error.not_found': 'The selected resource does not exist.',
  'error.not_owner': 'The resource must belong to the authenticated user.',
  'error.delete_user_failed': 'Failed to delete the user. Please try again.',
  'error.no_billing': 'No billing information. Please add a billing profile first.',
  'error.no_license_manager': 'License manager does not exist for given organization',
  'error.license_expired': 'Given license is expired',
  'error.license_manager_exists': 'There is already assigned License manager for given organization.',
  'error.invalid_value': 'Invalid value provided',
  'error.billing_inactive': 'Cannot renew billing cycle for inactive billing',
  // transport and session
  'error.unauthenticated': 'You are not signed in. Please sign in to continue.',
  'error.csrf': 'Your session has expired. Please reload the page and try again.',
  'error.validation': 'The given data was invalid.',
  'error.malformed_body': 'The request body could not be read. Send valid JSON, form data or multipart data.',
  'error.unsupported_media_type': 'Unsupported content type :type.',
  'error.body_too_large': 'The request body is too large.',
  'error.request_in_progress': 'Request already in progress.',
  'error.non_json_error': 'Http error did not return json response.',
  'error.non_json_success': 'Request successfull but no json was returned',
  'error.something_went_wrong': 'Something went wrong',
  'error.unknown_query': 'Unknown query parameter :name.',
  'error.unknown_include': "Unknown include ':value'. Allowed: :allowed.",
  'error.unknown_sort': "Unknown sort field ':value'. Allowed: :allowed.",
  'error.unknown_filter': "Unknown filter ':value'. Allowed: :allowed.",
  'error.unavailable': 'The service is busy. Please try again in a moment.',
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
  'validation.per_page': 'This field must be a whole number from 1 to :max.',
  'validation.not_empty': 'This field may not be empty.',
  'validation.pattern': 'This field has an invalid format.',
  'validation.user_name': 'Use letters, digits, dots, dashes and underscores only.',
  'validation.one_of': 'Choose one of: :allowed.',
  'validation.user_name_taken': 'This user name is already in use.',
  'validation.unknown_field': 'This field is not allowed.',
  'validation.invalid': 'Invalid value provided',
  'validation.control_characters': 'This field may not contain control characters.',
  'validation.password_common': 'This password is too common or easy to guess. Please choose another one.',
  'validation.password_mismatch': 'The password confirmation does not match.',
  'validation.password_same': 'The new password must be different from the current one.',
  'validation.current_password': 'The current password is incorrect.',
  'validation.totp_code': 'Enter the 6-digit code from your authenticator app.',
  'validation.totp_invalid': 'The code is invalid or has already been used.',
  'validation.code_or_recovery': 'Enter a code from your authenticator app or a recovery code.',
  'validation.email_taken': 'This email address is already in use.',
  'validation.organization_required': 'An organization is required for this role.',
  // accounts
  'error.token_invalid': 'This link is not valid. Please ask for a new one.',
  'error.token_expired': 'This link has expired. Please ask for a new one.',
  'error.token_used': 'This link has already been used.',
  'error.two_factor_challenge': 'Your sign-in attempt has expired. Please sign in again.',
  'error.two_factor_not_enabled': 'Two-factor authentication is not enabled.',
  'error.two_factor_already_enabled': 'Two-factor authentication is already enabled.',
  'error.two_factor_setup_missing': 'Start the two-factor set-up first.',
  'error.password_change_required': 'Please choose a new password before you continue.',
  'error.delete_self': 'You cannot delete your own account.',
  'error.last_super_admin': 'The last super-admin cannot be deleted or lose the role.',
  'error.super_admin_only': 'Only a super-admin can change a super-admin or give the role.',
  'error.own_access': 'You cannot change your own role or permissions.',
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
  'error.shipping_default_required': 'The default shipping cost cannot be deleted, only changed.',
  'validation.date': 'Enter a date as YYYY-MM-DD.',
  'validation.date_order': 'The start date must be on or before the end date.',
  'validation.date_range_object': 'Use filter[occurred_at][from] and filter[occurred_at][to].',
  'validation.action_filter': 'Enter an action (auth.login) or a prefix ending in a dot (auth.).',
  'validation.semver': 'Enter a semantic version such as 1.4.0 or 2.0.0-beta.1.',
  'validation.platform': 'Choose a platform: Windows, macOS, Linux, Android or iOS.',
  'validation.https_url': 'Enter a full https:// address.',
  'validation.sha256': 'Enter the SHA-256 checksum: 64 hexadecimal characters.',
  'validation.release_product': 'Choose a software product.',
  'validation.release_version_taken': 'This product already has this version for this platform.',
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
  'validation.sku': 'Use letters, digits, dots, dashes and underscores only.',
  'validation.sku_taken': 'This SKU number is already in use.',
  'validation.http_url': 'Enter a link that starts with http:// or https://.',
  'validation.duration_software': 'Software licenses run for 3, 6 or 12 months.',
  'validation.image_type': 'The file must be a PNG, JPEG or WebP image.',
  'validation.image_required': 'Choose an image to upload.',
  'validation.theme_name_taken': 'This product already has a theme with this name.',
  'validation.software_only': 'Only software products can be made available to a user.',
  'error.themes_software_only': 'Only software products have themes.',
} as const;

export type MessageKey = keyof typeof en;

const de: Record<MessageKey, string> = {
  // seed §8, the error catalogue
  'error.unexpected': 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
  'error.server': 'Ein Serverfehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
  'error.throttled': 'Zu viele Versuche. Bitte versuchen Sie es in :seconds Sekunden erneut.',
  'error.invalid_credentials_for': 'Ungültige Zugangsdaten für den Benutzer :email',
  'error.forbidden': 'Zugriff auf :resource verweigert. Erforderliche Berechtigungsstufe: :level',
  'error.credentials': 'Die angegebenen Zugangsdaten sind nicht korrekt.',
  'error.not_found': 'Die ausgewählte Ressource existiert nicht.',
  'error.not_owner': 'Die Ressource muss dem angemeldeten Benutzer gehören.',
  'error.delete_user_failed': 'Der Benutzer konnte nicht gelöscht werden. Bitte versuchen Sie es erneut.',
  'error.no_billing': 'Keine Rechnungsinformationen vorhanden. Bitte legen Sie zuerst ein Rechnungsprofil an.',
  'error.no_license_manager': 'Für die angegebene Organisation gibt es keinen Lizenzmanager.',
  'error.license_expired': 'Die angegebene Lizenz ist abgelaufen.',
  'error.license_manager_exists': 'Der angegebenen Organisation ist bereits ein Lizenzmanager zugewiesen.',
  'error.invalid_value': 'Ungültiger Wert angegeben',
  'error.billing_inactive': 'Der Abrechnungszeitraum einer inaktiven Abrechnung kann nicht verlängert werden.',
  // transport and session
  'error.unauthenticated': 'Sie sind nicht angemeldet. Bitte melden Sie sich an.',
  'error.csrf': 'Ihre Sitzung ist abgelaufen. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  'error.validation': 'Die übermittelten Daten sind ungültig.',
  'error.malformed_body':
    'Der Inhalt der Anfrage konnte nicht gelesen werden. Senden Sie gültiges JSON, Formulardaten oder Multipart-Daten.',
  'error.unsupported_media_type': 'Nicht unterstützter Inhaltstyp :type.',
  'error.body_too_large': 'Der Inhalt der Anfrage ist zu groß.',
  'error.request_in_progress': 'Die Anfrage wird bereits bearbeitet.',
  'error.non_json_error': 'Der HTTP-Fehler enthielt keine JSON-Antwort.',
  'error.non_json_success': 'Die Anfrage war erfolgreich, lieferte aber kein JSON.',
  'error.something_went_wrong': 'Etwas ist schiefgelaufen',
  'error.unknown_query': 'Unbekannter Abfrageparameter :name.',
  'error.unknown_include': "Unbekannte Einbindung ':value'. Zulässig: :allowed.",
  'error.unknown_sort': "Unbekanntes Sortierfeld ':value'. Zulässig: :allowed.",
  'error.unknown_filter': "Unbekannter Filter ':value'. Zulässig: :allowed.",
  'error.unavailable': 'Der Dienst ist gerade ausgelastet. Bitte versuchen Sie es gleich noch einmal.',
  // seed §5, validation
  'validation.required': 'Dieses Feld ist erforderlich',
  'validation.required_short': 'Erforderlich',
  'validation.email': 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  'validation.email_invalid': 'Ungültige E-Mail-Adresse',
  'validation.password_weak': 'Ihr Passwort ist nicht stark genug',
  'validation.password_hint':
    'Mindestens 8 Zeichen mit einem Großbuchstaben, einem Kleinbuchstaben, einer Ziffer und einem Sonderzeichen.',
  'validation.accept_terms': 'Die Zustimmung zur Datenschutzerklärung und den Nutzungsbedingungen ist erforderlich',
  'validation.image_size': 'Das Bild muss kleiner als 2 MB sein!',
  'validation.date_range': 'Das Startdatum muss weniger als :days Tage vor dem Enddatum liegen.',
  'validation.max_length': 'Dieses Feld darf höchstens :max Zeichen lang sein.',
  'validation.min_length': 'Dieses Feld muss mindestens :min Zeichen lang sein.',
  'validation.exact_length': 'Dieses Feld muss genau :length Zeichen lang sein.',
  'validation.number': 'Dieses Feld muss eine Zahl sein.',
  'validation.integer': 'Dieses Feld darf nur Ziffern enthalten.',
  'validation.capitals': 'Dieses Feld darf nur Großbuchstaben enthalten.',
  'validation.min_number': 'Dieses Feld muss mindestens :min sein.',
  'validation.max_number': 'Dieses Feld darf nicht größer als :max sein.',
  'validation.per_page': 'Dieses Feld muss eine ganze Zahl von 1 bis :max sein.',
  'validation.not_empty': 'Dieses Feld darf nicht leer sein.',
  'validation.pattern': 'Dieses Feld hat ein ungültiges Format.',
  'validation.user_name': 'Verwenden Sie nur Buchstaben, Ziffern, Punkte, Bindestriche und Unterstriche.',
  'validation.one_of': 'Wählen Sie eines von: :allowed.',
  'validation.user_name_taken': 'Dieser Benutzername wird bereits verwendet.',
  'validation.unknown_field': 'Dieses Feld ist nicht erlaubt.',
  'validation.invalid': 'Ungültiger Wert angegeben',
  'validation.control_characters': 'Dieses Feld darf keine Steuerzeichen enthalten.',
  'validation.password_common':
    'Dieses Passwort ist zu verbreitet oder zu leicht zu erraten. Bitte wählen Sie ein anderes.',
  'validation.password_mismatch': 'Die Passwortbestätigung stimmt nicht überein.',
  'validation.password_same': 'Das neue Passwort muss sich vom aktuellen unterscheiden.',
  'validation.current_password': 'Das aktuelle Passwort ist nicht korrekt.',
  'validation.totp_code': 'Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.',
  'validation.totp_invalid': 'Der Code ist ungültig oder wurde bereits verwendet.',
  'validation.code_or_recovery':
    'Geben Sie einen Code aus Ihrer Authenticator-App oder einen Wiederherstellungscode ein.',
  'validation.email_taken': 'Diese E-Mail-Adresse wird bereits verwendet.',
  'validation.organization_required': 'Für diese Rolle ist eine Organisation erforderlich.',
  // accounts
  'error.token_invalid': 'Dieser Link ist ungültig. Bitte fordern Sie einen neuen an.',
  'error.token_expired': 'Dieser Link ist abgelaufen. Bitte fordern Sie einen neuen an.',
  'error.token_used': 'Dieser Link wurde bereits verwendet.',
  'error.two_factor_challenge': 'Ihr Anmeldeversuch ist abgelaufen. Bitte melden Sie sich erneut an.',
  'error.two_factor_not_enabled': 'Die Zwei-Faktor-Authentifizierung ist nicht aktiviert.',
  'error.two_factor_already_enabled': 'Die Zwei-Faktor-Authentifizierung ist bereits aktiviert.',
  'error.two_factor_setup_missing': 'Starten Sie zuerst die Einrichtung der Zwei-Faktor-Authentifizierung.',
  'error.password_change_required': 'Bitte wählen Sie ein neues Passwort, bevor Sie fortfahren.',
  'error.delete_self': 'Sie können Ihr eigenes Konto nicht löschen.',
  'error.last_super_admin': 'Der letzte Super-Admin kann weder gelöscht werden noch die Rolle verlieren.',
  'error.super_admin_only': 'Nur ein Super-Admin kann einen Super-Admin ändern oder die Rolle vergeben.',
  'error.own_access': 'Sie können Ihre eigene Rolle und Ihre eigenen Berechtigungen nicht ändern.',
  'message.registered':
    'Vielen Dank für Ihre Registrierung. Sie erhalten eine E-Mail mit einem Link zur Aktivierung Ihres Kontos.',
  'message.activation_sent':
    'Falls für diese Adresse ein nicht aktiviertes Konto besteht, haben wir einen neuen Aktivierungslink gesendet.',
  'message.recover_sent':
    'Falls für diese Adresse ein Konto besteht, haben wir einen Link zum Zurücksetzen des Passworts gesendet.',
  'message.password_changed': 'Ihr Passwort wurde geändert.',
  'message.email_change_sent': 'Wir haben einen Bestätigungslink an Ihre neue E-Mail-Adresse gesendet.',
  'message.email_changed': 'Ihre E-Mail-Adresse wurde geändert.',
  'message.profile_saved': 'Ihr Profil wurde gespeichert.',
  // shipping costs, downloads, audit log
  'validation.country': 'Wählen Sie ein Land (ISO-3166-Code, z. B. NL).',
  'validation.currency': 'Wählen Sie eine unterstützte Währung.',
  'validation.shipping_country_taken': 'Für dieses Land gibt es bereits Versandkosten.',
  'validation.shipping_default_country': 'Der Standardwert gilt für alle übrigen Länder und hat kein eigenes Land.',
  'error.shipping_default_required': 'Die Standard-Versandkosten können nicht gelöscht, nur geändert werden.',
  'validation.date': 'Geben Sie ein Datum im Format JJJJ-MM-TT ein.',
  'validation.date_order': 'Das Startdatum muss vor dem Enddatum liegen oder mit ihm übereinstimmen.',
  'validation.date_range_object': 'Verwenden Sie filter[occurred_at][from] und filter[occurred_at][to].',
  'validation.action_filter': 'Geben Sie eine Aktion (auth.login) oder ein Präfix mit Punkt am Ende (auth.) ein.',
  'validation.semver': 'Geben Sie eine semantische Version wie 1.4.0 oder 2.0.0-beta.1 ein.',
  'validation.platform': 'Wählen Sie eine Plattform: Windows, macOS, Linux, Android oder iOS.',
  'validation.https_url': 'Geben Sie eine vollständige https://-Adresse ein.',
  'validation.sha256': 'Geben Sie die SHA-256-Prüfsumme ein: 64 hexadezimale Zeichen.',
  'validation.release_product': 'Wählen Sie ein Softwareprodukt.',
  'validation.release_version_taken': 'Dieses Produkt hat diese Version für diese Plattform bereits.',
  // organizations
  'validation.zipcode_nl':
    'Geben Sie eine niederländische Postleitzahl ein: vier Ziffern und zwei Buchstaben, z. B. 1234 AB.',
  'validation.zipcode_gb': 'Geben Sie eine britische Postleitzahl ein, z. B. SW1A 1AA.',
  'validation.zipcode_us':
    'Geben Sie einen ZIP-Code mit fünf Ziffern oder fünf plus vier ein, z. B. 94105 oder 94105-1234.',
  'validation.zipcode_digits_4': 'Geben Sie für dieses Land eine vierstellige Postleitzahl ein, z. B. 1010.',
  'validation.zipcode_digits_5': 'Geben Sie für dieses Land eine fünfstellige Postleitzahl ein, z. B. 10115.',
  'validation.not_member': 'Diese Person ist kein Mitglied dieser Organisation.',
  'validation.already_license_manager': 'Diese Person ist bereits der Lizenzmanager dieser Organisation.',
  'validation.price': 'Geben Sie einen Preis von 0,00 bis 10.000.000,00 mit höchstens zwei Nachkommastellen ein.',
  'validation.sku': 'Verwenden Sie nur Buchstaben, Ziffern, Punkte, Bindestriche und Unterstriche.',
  'validation.sku_taken': 'Diese Artikelnummer (SKU) wird bereits verwendet.',
  'validation.http_url': 'Geben Sie einen Link ein, der mit http:// oder https:// beginnt.',
  'validation.duration_software': 'Softwarelizenzen laufen 3, 6 oder 12 Monate.',
  'validation.image_type': 'Die Datei muss ein PNG-, JPEG- oder WebP-Bild sein.',
  'validation.image_required': 'Wählen Sie ein Bild zum Hochladen aus.',
  'validation.theme_name_taken': 'Dieses Produkt hat bereits ein Thema mit diesem Namen.',
  'validation.software_only': 'Nur Softwareprodukte können einem Benutzer zur Verfügung gestellt werden.',
  'error.themes_software_only': 'Nur Softwareprodukte haben Themen.',
};

export const catalogues = { en, de } as const;
export type Language = keyof typeof catalogues;
export const languages = Object.keys(catalogues) as Language[];
export const defaultLanguage: Language = 'en';

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(en, value);
}

/** Replace `:name` placeholders; longer names first so `:max` never eats `:maxLength`. */
function interpolate(text: string, params: Record<string, string | number>): string {
  const names = Object.keys(params).sort((a, b) => b.length - a.length);
  return names.reduce((out, name) => out.replaceAll(`:${name}`, String(params[name])), text);
}

/** Text for a catalogue key, or the value itself when it is not a key. */
export function translate(
  key: string,
  language: string = defaultLanguage,
  params: Record<string, string | number> = {},
): string {
  if (!isMessageKey(key)) return interpolate(key, params);
  // `de-CH` reads the German catalogue; an unsupported language reads the English one.
  return interpolate(catalogues[pickLanguage(language)][key], params);
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
    if (languages.includes(base)) return base;
  }
  return defaultLanguage;
}
