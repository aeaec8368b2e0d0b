import type { Catalogue } from './messages.js';

/**
 * The German catalogue. Its own module, so the web app fetches it only when German is chosen
 * (`@portal/contracts/messages.de`); the server reads it through `catalogues.ts`.
 */
export const de: Catalogue = {
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
  'error.billing_not_due':
    'Diese Abrechnung ist noch nicht zur Verlängerung fällig: ihr Zeitraum endet am :end. Sie kann ab dem :from verlängert werden.',
  'error.device_code_unknown':
    'Dieser Code ist nicht bekannt. Prüfen Sie den Code, den Ihr Spiel zeigt, und versuchen Sie es erneut.',
  'error.device_code_expired':
    'Dieser Code ist abgelaufen. Starten Sie die Anmeldung im Spiel erneut, um einen neuen zu erhalten.',
  'error.device_code_decided': 'Dieser Code wurde bereits bestätigt oder abgelehnt.',
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
  'validation.sessions_batch': 'Senden Sie zwischen 1 und :max Sitzungen in einem Upload.',
  'validation.per_page': 'Dieses Feld muss eine ganze Zahl von 1 bis :max sein.',
  'validation.not_empty': 'Dieses Feld darf nicht leer sein.',
  'validation.pattern': 'Dieses Feld hat ein ungültiges Format.',
  'validation.user_name': 'Verwenden Sie nur Buchstaben, Ziffern, Punkte, Bindestriche und Unterstriche.',
  'validation.one_of': 'Wählen Sie eines von: :allowed.',
  'validation.user_name_taken': 'Dieser Benutzername wird bereits verwendet.',
  'validation.unknown_field': 'Dieses Feld ist nicht erlaubt.',
  'validation.invalid': 'Ungültiger Wert angegeben',
  'validation.control_characters': 'Dieses Feld darf keine Steuerzeichen enthalten.',
  'validation.format_characters':
    'Dieses Feld darf keine unsichtbaren Formatierungszeichen (Textrichtungs- oder Nullbreitenzeichen) enthalten.',
  'validation.name_line_break': 'Ein Name muss in einer Zeile stehen.',
  'validation.name_link':
    'Ein Name darf keine Webadresse enthalten und nichts, das wie eine aussieht (etwa www., https:// oder name.com).',
  'validation.password_common':
    'Dieses Passwort ist zu verbreitet oder zu leicht zu erraten. Bitte wählen Sie ein anderes.',
  'validation.password_mismatch': 'Die Passwortbestätigung stimmt nicht überein.',
  'validation.password_same': 'Das neue Passwort muss sich vom aktuellen unterscheiden.',
  'validation.current_password': 'Das aktuelle Passwort ist nicht korrekt.',
  'validation.erase_confirmation':
    'Bestätigen Sie mit Ihrem aktuellen Passwort oder geben Sie die E-Mail-Adresse Ihres Kontos ein.',
  'validation.erase_email_mismatch': 'Dies ist nicht die E-Mail-Adresse Ihres Kontos.',
  'validation.erase_too_many': 'Löschen Sie höchstens 100 Konten auf einmal.',
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
  'error.sso_required':
    'Ihre Organisation meldet Sie über ihren Identitätsanbieter an: Wählen Sie „Mit Ihrer Organisation fortfahren“ statt eines Passworts.',
  'error.sso_unavailable':
    'Der Identitätsanbieter Ihrer Organisation ist gerade nicht erreichbar. Bitte versuchen Sie es später erneut.',
  'error.data_export_pending':
    'Ein Export dieser Daten wird bereits erstellt. Sie erhalten eine E-Mail mit dem Link, sobald er bereit ist.',
  'error.data_export_expired': 'Dieser Download ist abgelaufen. Fordern Sie einen neuen Export der Daten an.',
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
  'validation.max_items': 'Höchstens :max, bitte.',
  'validation.domain': 'Geben Sie eine Domain wie klinikum.de ein.',
  'validation.domain_public':
    ':domain gehört einem öffentlichen E-Mail-Anbieter: Dort kann jeder eine Adresse haben. Geben Sie die eigene Domain Ihrer Organisation ein.',
  'validation.domain_taken': ':domain gehört schon zum Single Sign-on einer anderen Organisation.',
  'validation.domain_repeated': 'Jede Domain bitte nur einmal.',
  'validation.sso_issuer_https':
    'Der Aussteller muss eine https://-Adresse sein (http:// nur für localhost außerhalb des Produktivbetriebs).',
  'validation.sso_discovery_failed': 'Das Discovery-Dokument des Anbieters (:url) konnte nicht gelesen werden: :reason',
  'validation.sso_not_openid': 'Die Adresse hat geantwortet, aber nicht als OpenID-Connect-Anbieter (:reason).',
  'validation.sso_secret_required': 'Geben Sie das Client-Secret ein, das Ihnen der Identitätsanbieter gegeben hat.',
  'validation.https_url': 'Geben Sie eine vollständige https://-Adresse ein.',
  'validation.sha256': 'Geben Sie die SHA-256-Prüfsumme ein: 64 hexadezimale Zeichen.',
  'validation.release_product': 'Wählen Sie ein Softwareprodukt.',
  'validation.release_version_taken': 'Dieses Produkt hat diese Version für diese Plattform bereits.',
  'validation.release_file_required': 'Wählen Sie eine Datei zum Hochladen aus.',
  'validation.release_file_empty': 'Die Datei ist leer.',
  'error.release_file_too_large': 'Die Datei ist größer als :max.',
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
  'validation.prices_required': 'Geben Sie einen Preis in mindestens einer Währung ein.',
  'validation.sku': 'Verwenden Sie nur Buchstaben, Ziffern, Punkte, Bindestriche und Unterstriche.',
  'validation.sku_taken': 'Diese Artikelnummer (SKU) wird bereits verwendet.',
  'validation.http_url': 'Geben Sie einen Link ein, der mit http:// oder https:// beginnt.',
  'validation.duration_software': 'Softwarelizenzen laufen 3, 6 oder 12 Monate.',
  'validation.image_type': 'Die Datei muss ein PNG-, JPEG- oder WebP-Bild sein.',
  'validation.image_required': 'Wählen Sie ein Bild zum Hochladen aus.',
  'validation.theme_name_taken': 'Dieses Produkt hat bereits ein Thema mit diesem Namen.',
  'validation.software_only': 'Nur Softwareprodukte können einem Benutzer zur Verfügung gestellt werden.',
  'error.themes_software_only': 'Nur Softwareprodukte haben Themen.',
  // manager section
  'error.certificate_revoked': 'Dieses Zertifikat wurde bereits widerrufen.',
  // Benchmarks je Organisation (Issue 27)
  'validation.choose_one': 'Wählen Sie einen der aufgeführten Werte.',
  'validation.benchmark_experts_min': 'Wählen Sie mindestens :min Experten.',
  'validation.benchmark_expert_twice': 'Jeder Experte darf nur einmal gewählt werden.',
  'validation.benchmark_expert_unknown': 'Wählen Sie Mitglieder Ihrer Organisation.',
  'validation.benchmark_expert_attempts':
    ':name hat :count Versuche in :task ab Level :level; jeder Experte braucht mindestens :min.',
  'validation.benchmark_task_missing': ':task braucht eine Zielzeile auf Level :level.',
  'validation.benchmark_level_low': ':task zählt Versuche ab Level :level: Wählen Sie Level :level oder höher.',
  'validation.benchmark_level_twice': ':task hat zwei Zeilen auf Level :level.',
  'error.benchmark_not_draft':
    'Diese Benchmark-Version wurde aktiviert: Ihre Ziele ändern sich nicht mehr. Legen Sie eine neue Version an.',
  'error.benchmark_incomplete':
    'Diese Benchmark-Version hat noch keine Ziele. Erstellen Sie sie zuerst aus Expertendaten.',
  'error.no_organization':
    'Sie gehören zu keiner Organisation. Der Managerbereich zeigt die Organisation des angemeldeten Benutzers.',
  'error.member_not_editable': 'Hier können nur Trainees und Trainer Ihrer Organisation geändert werden.',
  'error.already_activated':
    'Dieses Mitglied hat sein Konto bereits aktiviert; es gibt keine Einladung, die erneut gesendet werden kann.',
  'validation.member_not_active': 'Nur ein aktives Mitglied kann Lizenzmanager werden.',
  'error.member_deactivated': 'Dieses Mitglied ist deaktiviert.',
  'error.organization_has_members':
    'Diese Organisation hat noch Mitglieder. Entfernen oder verschieben Sie zuerst ihre Mitglieder.',
  // licensing
  'error.organization_billing': 'Für eine Organisationsabrechnung können keine Lizenzen zugewiesen werden',
  'error.seat_user_inactive': 'Plätze können nur aktiven Benutzern zugeordnet werden.',
  'error.seat_held': 'Dieser Benutzer hat bereits einen zugeordneten Platz dieses Produkts.',
  'error.no_free_seats':
    'Alle Plätze dieser Lizenz sind zugeordnet. Lösen Sie einen Platz oder erhöhen Sie zuerst die Anzahl.',
  'error.seats_pending_decrease':
    'Diese Lizenz sinkt am :date auf :amount Plätze, und :count sind zugeordnet. Lösen Sie einen Platz oder erhöhen Sie zuerst die kommende Anzahl.',
  'error.seat_not_attached': 'Dieser Benutzer hat keinen zugeordneten Platz dieser Lizenz.',
  'error.license_has_seats':
    'Diese Lizenz hat noch zugeordnete Plätze. Lösen Sie diese, bevor Sie die Lizenz entfernen.',
  'error.user_holds_seats':
    'Dieser Benutzer hat zugeordnete Lizenzplätze. Lösen Sie diese, bevor Sie den Benutzer löschen.',
  'error.user_has_billing':
    'Dieser Benutzer hat ein persönliches Abrechnungskonto. Entfernen Sie zuerst dessen Lizenzen und Abrechnung.',
  'error.erase_license_manager':
    ':organization braucht zuerst einen anderen Lizenzmanager. Machen Sie eine andere Person zum Lizenzmanager und löschen Sie dann dieses Konto.',
  'error.erase_self_admin': 'Löschen Sie Ihr eigenes Konto in Ihrem Profil.',
  'error.not_dormant': 'Dieses Konto hat sich seit der Auflistung wieder angemeldet. Es wurde nicht gelöscht.',
  'error.organization_has_billing':
    'Diese Organisation hat ein Abrechnungskonto. Entfernen Sie zuerst deren Lizenzen und Abrechnung.',
  'error.billing_exists': 'Diese Organisation oder dieser Benutzer hat bereits ein Abrechnungskonto.',
  'error.billing_already_active': 'Diese Abrechnung ist bereits aktiv.',
  'error.billing_already_canceled': 'Diese Abrechnung ist bereits gekündigt.',
  'error.invoice_transition':
    'Eine offene Rechnung kann als bezahlt oder storniert markiert werden; eine bezahlte oder stornierte Rechnung ändert sich nicht mehr.',
  'error.invoice_unpriced':
    'Die Rechnung kann nicht erstellt werden: :item hat keinen Preis in :currency. Hinterlegen Sie einen Preis in :currency am Produkt (oder Versandkosten in :currency) und verlängern Sie erneut.',
  'message.amount_pending': 'Eine Änderung der Lizenzanzahl gilt ab dem nächsten Abrechnungszeitraum',
  'validation.vat_number': 'Geben Sie eine gültige USt-IdNr. mit Länderkennung ein, z. B. DE123456789.',
  'validation.cycle_months': 'Abrechnungszeiträume dauern 3, 6 oder 12 Monate.',
  'validation.license_product': 'Wählen Sie ein Softwareprodukt.',
  'validation.license_currency':
    'Dieses Produkt hat keinen Preis in :currency, und diese Abrechnung ist in :currency. Hinterlegen Sie zuerst einen Preis in :currency am Produkt.',
  'validation.license_span': 'Eine Lizenz läuft höchstens fünf Jahre.',
  'validation.active_order': '„Aktiv ab“ muss am oder vor „Aktiv bis“ liegen.',
  'validation.amount_below_seats':
    'Diese Lizenz hat :count zugeordnete Plätze. Lösen Sie Plätze, bevor Sie die Anzahl darunter senken.',
  'validation.amount_unlimited': 'Eine Standortlizenz (unbegrenzt) hat keine Anzahl.',
  'validation.product_not_available':
    'Dieses Produkt ist für diesen Benutzer nicht freigegeben. Eine Administratorin oder ein Administrator gibt es zuerst frei.',
  // hardware items (docs/decisions/0010-hardware-items.md)
  'validation.serial_number':
    'Verwenden Sie nur Buchstaben, Ziffern, Punkte, Bindestriche, Schrägstriche und Unterstriche.',
  'validation.serial_taken':
    'Diese Seriennummer ist bereits erfasst (Seriennummern sind unabhängig von Groß- und Kleinschreibung eindeutig).',
  'validation.hardware_product': 'Wählen Sie ein Hardwareprodukt.',
  'validation.warranty_order': 'Das Garantieende muss am oder nach dem Kaufdatum liegen.',
  'validation.warranty_span': 'Eine Garantie läuft höchstens zehn Jahre ab dem Kaufdatum.',
  'validation.purchase_date_future': 'Das Kaufdatum darf nicht in der Zukunft liegen.',
  'validation.status_transition':
    'Dieser Statuswechsel ist nicht erlaubt: bestellt wird versandt, versandt wird aktiv oder zurückgesandt, aktiv wird zurückgesandt, und ein zurückgesandtes Gerät kann erneut versandt werden.',
  'error.organization_has_hardware':
    'Diese Organisation besitzt noch Hardware. Löschen oder verschieben Sie zuerst ihre Hardware.',
  'error.user_has_hardware': 'Dieser Benutzer besitzt noch Hardware. Löschen Sie zuerst seine Hardware.',
  'error.product_in_use':
    'Dieses Produkt ist noch lizenziert oder als Hardware erfasst. Entfernen Sie zuerst seine Lizenzen und Hardware.',
  // training analytics (issue 18; docs/fls-readiness.md)
  'validation.custom_range': 'Wählen Sie für einen eigenen Zeitraum ein Start- und ein Enddatum.',
  // Gruppen und Curricula (Issue 27, docs/curricula.md)
  'validation.curriculum_modules': 'Ein Curriculum braucht mindestens ein Modul.',
  'validation.curriculum_exercise': 'Wählen Sie eine Übung dieser Fertigkeit.',
  'validation.curriculum_targets': 'Eine Übung, die keine FLS-Aufgabe ist, braucht eigene Ziele.',
  'validation.due_date_past': 'Das Fälligkeitsdatum darf nicht in der Vergangenheit liegen.',
  'validation.group_members': 'Wählen Sie aktive Mitglieder Ihrer Organisation.',
  'validation.group_name_taken': 'Es gibt bereits eine Gruppe mit diesem Namen.',
  'validation.curriculum_name_taken': 'Es gibt bereits ein Curriculum mit diesem Namen.',
  'error.curriculum_assigned': 'Dieses Curriculum ist dieser Gruppe bereits zugewiesen.',
  'error.group_assigned': 'Dieser Gruppe ist ein Curriculum zugewiesen, daher kann sie nicht gelöscht werden.',
  // the manager's bulk invite from a CSV file (docs/decisions/0014-member-import-from-csv.md)
  'error.invitation_limit':
    'Ihre Organisation darf :limit Einladungen am Tag versenden. Heute bleiben noch :remaining, hierfür sind :needed nötig. Senden Sie weniger oder versuchen Sie es morgen erneut.',
  'validation.import_requester_gone':
    'Nicht eingeladen: Die Person, die die Datei gesendet hat, hat kein Konto mehr. Bitten Sie die aktuelle Lizenzverwaltung, diese Zeile zu importieren.',
  'validation.import_file_required': 'Wählen Sie eine CSV-Datei zum Hochladen aus.',
  'validation.import_empty': 'Die Datei ist leer. Sie braucht eine Kopfzeile und mindestens eine Zeile darunter.',
  'validation.import_not_csv':
    'Dies ist keine lesbare CSV-Datei. Speichern Sie sie als CSV (UTF-8) mit Kopfzeile und laden Sie sie erneut hoch.',
  'validation.import_missing_columns':
    'In der Kopfzeile fehlt die Spalte :columns. Die Spalten sind email, first_name, last_name und role.',
  'validation.import_too_many_rows':
    'Die Datei hat mehr als :max Zeilen. Teilen Sie sie in Dateien mit höchstens :max Zeilen auf.',
  'validation.import_too_large': 'Die Datei muss kleiner als :max sein.',
  'validation.import_role': 'Verwenden Sie die Rolle trainee oder trainer.',
  'validation.import_duplicate': 'Diese E-Mail-Adresse steht bereits in Zeile :row der Datei.',
  'validation.import_rows_invalid':
    ':count Zeilen der Datei sind fehlerhaft (die erste ist Zeile :row). Es wurde nichts versendet: Korrigieren Sie die Datei und laden Sie sie erneut hoch.',
};
