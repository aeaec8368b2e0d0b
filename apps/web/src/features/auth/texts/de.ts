import type { Catalogue } from '../../../lib/locales/de';
import type { en } from './en';

/** Warum eine Anmeldung über Single Sign-on auf der Anmeldeseite endete. */
export const de: Catalogue<typeof en> = {
  ssoSignIn: {
    failure: {
      title: 'Single Sign-on hat nicht funktioniert',
      denied:
        'Die Anmeldung wurde beim Identitätsanbieter Ihrer Organisation abgebrochen. Versuchen Sie es erneut oder bitten Sie Ihre IT-Abteilung um Zugang zu LapSkills.',
      expired: 'Diese Anmeldung ist abgelaufen oder wurde nicht in diesem Browser begonnen. Bitte beginnen Sie erneut.',
      failed:
        'Der Identitätsanbieter Ihrer Organisation hat eine Antwort gegeben, die das Portal nicht annehmen kann. Bitte beginnen Sie erneut; wenn es wieder geschieht, informieren Sie Ihren Lizenzmanager.',
      unavailable:
        'Der Identitätsanbieter Ihrer Organisation ist gerade nicht erreichbar. Bitte versuchen Sie es später erneut.',
      unverified:
        'Ihr Identitätsanbieter hat Ihre E-Mail-Adresse nicht bestätigt, daher kann das Portal sie keinem Konto zuordnen. Bitten Sie Ihre IT-Abteilung, sie als bestätigt zu kennzeichnen.',
      domain:
        'Ihr Identitätsanbieter hat Sie mit einer Adresse angemeldet, die das Single Sign-on Ihrer Organisation nicht abdeckt.',
      foreign_account:
        'Ein Konto mit dieser E-Mail-Adresse gehört zu einer anderen Organisation. Es kann nicht über diese Organisation angemeldet werden: Wenden Sie sich an Ihren Lizenzmanager oder das LapSkills-Team.',
      inactive: 'Dieses Konto wurde deaktiviert. Bitten Sie Ihren Lizenzmanager, es wieder zu aktivieren.',
    },
  },
};
