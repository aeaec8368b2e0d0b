import { type FlsTask, PRODUCT_NAME, REFRESH_DUE_DAYS } from '@portal/contracts';
import type { InvitedBy } from './templates.js';

/** Every mail's words, in English and German (`mailTemplates` puts them in the one layout). */
export type Texts = {
  hello: (name: string) => string;
  buttonFallback: string;
  activation: { subject: string; body: string; action: string; footnote: string };
  alreadyRegistered: {
    subject: string;
    body: string;
    signIn: (login: string, forgot: string) => string;
    footnote: string;
  };
  invitation: {
    subject: string;
    body: (by: InvitedBy | null) => string;
    action: string;
    footnote: string;
  };
  passwordReset: { subject: string; body: string; action: string; footnote: string };
  passwordChanged: { subject: string; body: string; warning: string };
  emailChange: { subject: string; body: string; action: string; footnote: string };
  emailChangeNotice: { subject: string; body: (email: string) => string; warning: string };
  licenseManagerInvitation: {
    subject: (organization: string) => string;
    body: (inviter: string, organization: string) => string;
    action: string;
    footnote: string;
  };
  licenseManagerAssigned: {
    subject: (organization: string) => string;
    body: (organization: string) => string;
    action: string;
  };
  licenseManagerReplaced: {
    subject: (organization: string) => string;
    body: (successor: string, organization: string) => string;
    account: (organization: string) => string;
  };
  licenseManagerRemoved: {
    subject: (organization: string) => string;
    body: (organization: string) => string;
    account: (organization: string) => string;
  };
  billingCanceled: { subject: (entity: string) => string; body: (entity: string, end: string) => string };
  billingReactivated: { subject: (entity: string) => string; body: (entity: string, end: string) => string };
  licenseEnding: {
    subject: (product: string, days: number) => string;
    body: (product: string, entity: string, end: string, days: number) => string;
    next: string;
  };
  refreshDue: {
    tasks: Record<FlsTask, string>;
    subject: (task: string) => string;
    body: (task: string, since: string) => string;
    restore: string;
    action: string;
    footnote: string;
  };
  inactivity: {
    subject: string;
    body: (days: number, organization: string) => string;
    action: string;
    footnote: string;
  };
  dataExport: {
    subject: string;
    /** `whose`: null for the reader's own data, else the person an admin exported. */
    body: (whose: string | null, until: string) => string;
    action: string;
    footnote: string;
  };
};

const P = PRODUCT_NAME;
export const texts: Record<'en' | 'de', Texts> = {
  en: {
    hello: (name) => `Hello ${name},`,
    buttonFallback: 'If the button does not work, copy this address into your browser:',
    activation: {
      subject: `Activate your ${P} account`,
      body: `Thanks for signing up for ${P}. Activate your account to start training.`,
      action: 'Activate account',
      footnote: 'The link is valid for 7 days. If you did not sign up, you can ignore this email.',
    },
    alreadyRegistered: {
      subject: `Someone tried to sign up with your ${P} address`,
      body: 'Someone (hopefully you) tried to create a new account with this email address. You already have an account, so nothing was changed.',
      signIn: (login, forgot) =>
        `Sign in at ${login}. If you forgot your password, you can choose a new one at ${forgot}.`,
      footnote: 'If this was not you, you can ignore this email.',
    },
    invitation: {
      subject: `You are invited to ${P}`,
      body: (by) =>
        `${by ? by.inviter : 'Someone'} created a ${P} account for you${by?.organization ? ` at ${by.organization}` : ''}. Choose a password to activate it and start training.`,
      action: 'Choose a password',
      footnote: 'The link is valid for 7 days.',
    },
    passwordReset: {
      subject: `Reset your ${P} password`,
      body: 'We received a request to reset the password of your account.',
      action: 'Choose a new password',
      footnote:
        'The link is valid for 60 minutes. If you did not ask for it, you can ignore this email; your password stays as it is.',
    },
    passwordChanged: {
      subject: `Your ${P} password was changed`,
      body: 'The password of your account was just changed and other signed-in devices were signed out.',
      warning: 'If this was not you, reset your password right away and contact your administrator.',
    },
    emailChange: {
      subject: `Confirm your new ${P} email address`,
      body: 'Confirm this address to use it for signing in to your account.',
      action: 'Confirm email address',
      footnote: 'The link is valid for 24 hours. If you did not ask for this change, you can ignore this email.',
    },
    emailChangeNotice: {
      subject: `Your ${P} email address is being changed`,
      body: (email) =>
        `A change of your account's email address to ${email} was requested. It takes effect when the new address is confirmed.`,
      warning: 'If this was not you, change your password right away.',
    },
    licenseManagerInvitation: {
      subject: (organization) => `You are invited as license manager of ${organization}`,
      body: (inviter, organization) =>
        `${inviter} invited you to be the license manager of ${organization} in ${P}: you hand license seats to its trainees and follow the team's progress. Choose a password to activate your account.`,
      action: 'Choose a password',
      footnote: 'The link is valid for 7 days.',
    },
    licenseManagerAssigned: {
      subject: (organization) => `You are now the license manager of ${organization}`,
      body: (organization) =>
        `You are now the license manager of ${organization} in ${P}: you hand license seats to its trainees and follow the team's progress. Sign in to get started.`,
      action: 'Sign in',
    },
    licenseManagerReplaced: {
      subject: (organization) => `You are no longer the license manager of ${organization}`,
      body: (successor, organization) => `${successor} is now the license manager of ${organization}.`,
      account: (organization) =>
        `Your account stays as it is: you keep signing in as before, as a trainee of ${organization}.`,
    },
    licenseManagerRemoved: {
      subject: (organization) => `You are no longer the license manager of ${organization}`,
      body: (organization) => `An administrator removed you as the license manager of ${organization}.`,
      account: (organization) =>
        `Your account stays as it is: you keep signing in as before, as a trainee of ${organization}.`,
    },
    billingCanceled: {
      subject: (entity) => `The ${P} billing of ${entity} is canceled`,
      body: (entity, end) =>
        `The billing of ${entity} was canceled. Its licenses stay usable until their end dates (the current period ends on ${end}) and are not renewed.`,
    },
    billingReactivated: {
      subject: (entity) => `The ${P} billing of ${entity} is active again`,
      body: (entity, end) =>
        `The billing of ${entity} is active again. The current period ends on ${end}; its licenses renew as agreed.`,
    },
    licenseEnding: {
      subject: (product, days) => `Your ${product} license ends in ${days} ${days === 1 ? 'day' : 'days'}`,
      body: (product, entity, end, days) =>
        `The ${product} license of ${entity} ends on ${end}, in ${days} ${days === 1 ? 'day' : 'days'}, and will not be renewed. Its seats stop working then.`,
      next: 'To keep training without a break, ask us to renew the license or turn on automatic renewal before it ends.',
    },
    refreshDue: {
      tasks: {
        peg_transfer: 'Peg transfer',
        pattern_cutting: 'Precision cutting',
        ligating_loop: 'Ligating loop',
        extracorporeal_suturing: 'Suture with extracorporeal knot',
        intracorporeal_suturing: 'Suture with intracorporeal knot',
      },
      subject: (task) => `${task}: time for a refresh`,
      body: (task, since) =>
        `You mastered the FLS task ${task}, but have not trained it for ${REFRESH_DUE_DAYS / 7} weeks: since ${since} it is due a refresh. Skills trained this far stay for about six weeks and fade after that.`,
      restore: 'Two passes at target restore it.',
      action: 'Open your overview',
      footnote: 'You can turn these emails off in your profile.',
    },
    inactivity: {
      subject: 'Time for a training session',
      body: (days, organization) =>
        `You have not trained for ${days} days. ${organization} reminds its trainees after that long: skills fade without practice, and a short session keeps them.`,
      action: 'Open your overview',
      footnote: 'You get this reminder at most once a week. You can turn practice reminders off in your profile.',
    },
    dataExport: {
      subject: 'Your data export is ready',
      body: (whose, until) =>
        `The export of ${whose === null ? 'your personal data' : `the personal data of ${whose}`} you asked for is ready: one ZIP file with a README. Download it from your profile until ${until}; after that it is deleted.`,
      action: 'Open your profile',
      footnote: 'For your protection the download works only while you are signed in to your account.',
    },
  },
  de: {
    hello: (name) => `Hallo ${name},`,
    buttonFallback: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:',
    activation: {
      subject: `Aktivieren Sie Ihr ${P}-Konto`,
      body: `Danke für Ihre Registrierung bei ${P}. Aktivieren Sie Ihr Konto, um mit dem Training zu beginnen.`,
      action: 'Konto aktivieren',
      footnote:
        'Der Link ist 7 Tage gültig. Wenn Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.',
    },
    alreadyRegistered: {
      subject: `Registrierungsversuch mit Ihrer ${P}-Adresse`,
      body: 'Jemand (hoffentlich Sie) hat versucht, mit dieser E-Mail-Adresse ein neues Konto anzulegen. Sie haben bereits ein Konto; es wurde nichts geändert.',
      signIn: (login, forgot) =>
        `Melden Sie sich unter ${login} an. Wenn Sie Ihr Passwort vergessen haben, können Sie unter ${forgot} ein neues wählen.`,
      footnote: 'Wenn Sie das nicht waren, können Sie diese E-Mail ignorieren.',
    },
    invitation: {
      subject: `Einladung zu ${P}`,
      body: (by) =>
        `${by ? `${by.inviter} hat` : 'Es wurde'} ein ${P}-Konto für Sie${by?.organization ? ` bei ${by.organization}` : ''} angelegt. Wählen Sie ein Passwort, um es zu aktivieren und mit dem Training zu beginnen.`,
      action: 'Passwort wählen',
      footnote: 'Der Link ist 7 Tage gültig.',
    },
    passwordReset: {
      subject: `Setzen Sie Ihr ${P}-Passwort zurück`,
      body: 'Wir haben eine Anfrage erhalten, das Passwort Ihres Kontos zurückzusetzen.',
      action: 'Neues Passwort wählen',
      footnote:
        'Der Link ist 60 Minuten gültig. Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt unverändert.',
    },
    passwordChanged: {
      subject: `Ihr ${P}-Passwort wurde geändert`,
      body: 'Das Passwort Ihres Kontos wurde soeben geändert, und andere angemeldete Geräte wurden abgemeldet.',
      warning:
        'Wenn Sie das nicht waren, setzen Sie Ihr Passwort sofort zurück und wenden Sie sich an Ihre Administration.',
    },
    emailChange: {
      subject: `Bestätigen Sie Ihre neue ${P}-E-Mail-Adresse`,
      body: 'Bestätigen Sie diese Adresse, um sie für die Anmeldung bei Ihrem Konto zu verwenden.',
      action: 'E-Mail-Adresse bestätigen',
      footnote:
        'Der Link ist 24 Stunden gültig. Wenn Sie diese Änderung nicht angefordert haben, können Sie diese E-Mail ignorieren.',
    },
    emailChangeNotice: {
      subject: `Ihre ${P}-E-Mail-Adresse wird geändert`,
      body: (email) =>
        `Es wurde angefordert, die E-Mail-Adresse Ihres Kontos in ${email} zu ändern. Die Änderung wird wirksam, sobald die neue Adresse bestätigt ist.`,
      warning: 'Wenn Sie das nicht waren, ändern Sie sofort Ihr Passwort.',
    },
    licenseManagerInvitation: {
      subject: (organization) => `Einladung als Lizenzmanager von ${organization}`,
      body: (inviter, organization) =>
        `${inviter} hat Sie als Lizenzmanager von ${organization} in ${P} eingeladen: Sie vergeben die Lizenzplätze an die Trainees und verfolgen die Fortschritte des Teams. Wählen Sie ein Passwort, um Ihr Konto zu aktivieren.`,
      action: 'Passwort wählen',
      footnote: 'Der Link ist 7 Tage gültig.',
    },
    licenseManagerAssigned: {
      subject: (organization) => `Sie sind jetzt Lizenzmanager von ${organization}`,
      body: (organization) =>
        `Sie sind jetzt Lizenzmanager von ${organization} in ${P}: Sie vergeben die Lizenzplätze an die Trainees und verfolgen die Fortschritte des Teams. Melden Sie sich an, um loszulegen.`,
      action: 'Anmelden',
    },
    licenseManagerReplaced: {
      subject: (organization) => `Sie sind nicht mehr Lizenzmanager von ${organization}`,
      body: (successor, organization) => `${successor} ist jetzt Lizenzmanager von ${organization}.`,
      account: (organization) =>
        `Ihr Konto bleibt bestehen: Sie melden sich wie bisher an, als Trainee von ${organization}.`,
    },
    licenseManagerRemoved: {
      subject: (organization) => `Sie sind nicht mehr Lizenzmanager von ${organization}`,
      body: (organization) =>
        `Eine Administratorin oder ein Administrator hat Sie als Lizenzmanager von ${organization} abberufen.`,
      account: (organization) =>
        `Ihr Konto bleibt bestehen: Sie melden sich wie bisher an, als Trainee von ${organization}.`,
    },
    billingCanceled: {
      subject: (entity) => `Die ${P}-Abrechnung von ${entity} ist gekündigt`,
      body: (entity, end) =>
        `Die Abrechnung von ${entity} wurde gekündigt. Ihre Lizenzen bleiben bis zu ihrem Enddatum nutzbar (der laufende Zeitraum endet am ${end}) und werden nicht verlängert.`,
    },
    billingReactivated: {
      subject: (entity) => `Die ${P}-Abrechnung von ${entity} ist wieder aktiv`,
      body: (entity, end) =>
        `Die Abrechnung von ${entity} ist wieder aktiv. Der laufende Zeitraum endet am ${end}; ihre Lizenzen werden wie vereinbart verlängert.`,
    },
    licenseEnding: {
      subject: (product, days) => `Ihre ${product}-Lizenz endet in ${days} ${days === 1 ? 'Tag' : 'Tagen'}`,
      body: (product, entity, end, days) =>
        `Die ${product}-Lizenz von ${entity} endet am ${end}, in ${days} ${days === 1 ? 'Tag' : 'Tagen'}, und wird nicht verlängert. Ihre Plätze sind danach nicht mehr nutzbar.`,
      next: 'Damit das Training ohne Unterbrechung weitergeht, lassen Sie die Lizenz verlängern oder schalten Sie die automatische Verlängerung vor dem Ende ein.',
    },
    refreshDue: {
      tasks: {
        peg_transfer: 'Peg Transfer',
        pattern_cutting: 'Präzisionsschnitt',
        ligating_loop: 'Ligaturschlinge',
        extracorporeal_suturing: 'Naht mit extrakorporalem Knoten',
        intracorporeal_suturing: 'Naht mit intrakorporalem Knoten',
      },
      subject: (task) => `${task}: Zeit für eine Auffrischung`,
      body: (task, since) =>
        `Sie beherrschen die FLS-Aufgabe ${task}, haben sie aber seit ${REFRESH_DUE_DAYS / 7} Wochen nicht trainiert: Seit dem ${since} ist eine Auffrischung fällig. So weit trainierte Fertigkeiten halten etwa sechs Wochen und lassen danach nach.`,
      restore: 'Zwei Durchgänge im Zielbereich frischen sie wieder auf.',
      action: 'Zur Übersicht',
      footnote: 'Sie können diese E-Mails in Ihrem Profil abschalten.',
    },
    inactivity: {
      subject: 'Zeit für eine Trainingseinheit',
      body: (days, organization) =>
        `Sie haben seit ${days} Tagen nicht trainiert. ${organization} erinnert seine Trainierenden nach dieser Zeit: Fertigkeiten lassen ohne Übung nach, und eine kurze Einheit erhält sie.`,
      action: 'Zur Übersicht',
      footnote:
        'Sie erhalten diese Erinnerung höchstens einmal pro Woche. Sie können Trainingserinnerungen in Ihrem Profil abschalten.',
    },
    dataExport: {
      subject: 'Ihr Datenexport ist bereit',
      body: (whose, until) =>
        `Der angeforderte Export ${whose === null ? 'Ihrer personenbezogenen Daten' : `der personenbezogenen Daten von ${whose}`} ist bereit: eine ZIP-Datei mit einer Anleitung (README). Laden Sie ihn bis zum ${until} in Ihrem Profil herunter; danach wird er gelöscht.`,
      action: 'Zum Profil',
      footnote: 'Zu Ihrem Schutz funktioniert der Download nur, wenn Sie in Ihrem Konto angemeldet sind.',
    },
  },
};
