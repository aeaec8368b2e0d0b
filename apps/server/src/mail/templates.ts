import { type FlsTask, PRODUCT_NAME } from '@portal/contracts';
import { texts } from './texts.js';

export interface MailContent {
  kind: string;
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * Text a customer chose (a person's or an organization's name), made inert for mail clients that
 * turn anything looking like an address into a link: a zero-width space after each dot, at sign,
 * colon and slash breaks every domain, address and scheme, and reads the same. Names are
 * validated to hold no link (contracts `name()`); this covers older names and organization names.
 */
export const inert = (value: string) => value.replace(/[.@:/]/g, '$&\u200B');

/** Who sent an invitation, for its fixed sentence: the inviter, and the organization the account joins, if any. */
export interface InvitedBy {
  inviter: string;
  organization: string | null;
}

interface Layout {
  kind: string;
  /** The html lang attribute. */
  lang: string;
  /** "If the button does not work…" in the mail's language. */
  fallback: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
}

/** One layout for every mail: a plain-text part and a simple, dark-on-light HTML part. */
function render({ kind, lang, fallback, subject, greeting, paragraphs, action, footnote }: Layout): MailContent {
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    ...(footnote ? [footnote, ''] : []),
    `— ${PRODUCT_NAME}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#0b7285">${PRODUCT_NAME}</p>
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p style="line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
${
  action
    ? `<p style="margin:28px 0"><a href="${escapeHtml(action.url)}" style="background:#0b7285;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#52606d">${escapeHtml(fallback)}<br>${escapeHtml(action.url)}</p>`
    : ''
}
${footnote ? `<p style="font-size:13px;color:#52606d">${escapeHtml(footnote)}</p>` : ''}
<p style="margin-top:32px;color:#52606d">— ${PRODUCT_NAME}</p>
</td></tr></table></body></html>`;
  return { kind, subject, text, html };
}

/** The mails of the portal in a user's language (English for any language without texts). */
export function mailTemplates(language: string) {
  const lang = language in texts ? (language as keyof typeof texts) : 'en';
  const t = texts[lang];
  const mail = (
    kind: string,
    name: string,
    parts: { subject: string; paragraphs: string[]; action?: { label: string; url: string }; footnote?: string },
  ) => render({ kind, lang, fallback: t.buttonFallback, greeting: t.hello(inert(name)), ...parts });
  const linked = (text: { action: string }, url: string) => ({ label: text.action, url });
  return {
    activation: (name: string, url: string) =>
      mail('activation', name, { ...t.activation, paragraphs: [t.activation.body], action: linked(t.activation, url) }),
    alreadyRegistered: (name: string, loginUrl: string, forgotUrl: string) =>
      mail('already_registered', name, {
        ...t.alreadyRegistered,
        paragraphs: [t.alreadyRegistered.body, t.alreadyRegistered.signIn(loginUrl, forgotUrl)],
      }),
    /** The fixed sentence names the inviter and their organization (`by`), made inert; null when nobody is known. */
    invitation: (name: string, by: InvitedBy | null, url: string) =>
      mail('invitation', name, {
        ...t.invitation,
        paragraphs: [
          t.invitation.body(
            by && { inviter: inert(by.inviter), organization: by.organization && inert(by.organization) },
          ),
        ],
        action: linked(t.invitation, url),
      }),
    passwordReset: (name: string, url: string) =>
      mail('password_reset', name, {
        ...t.passwordReset,
        paragraphs: [t.passwordReset.body],
        action: linked(t.passwordReset, url),
      }),
    passwordChanged: (name: string) =>
      mail('password_changed', name, {
        subject: t.passwordChanged.subject,
        paragraphs: [t.passwordChanged.body, t.passwordChanged.warning],
      }),
    emailChange: (name: string, url: string) =>
      mail('email_change', name, {
        ...t.emailChange,
        paragraphs: [t.emailChange.body],
        action: linked(t.emailChange, url),
      }),
    emailChangeNotice: (name: string, newEmail: string) =>
      mail('email_change_notice', name, {
        subject: t.emailChangeNotice.subject,
        paragraphs: [t.emailChangeNotice.body(newEmail), t.emailChangeNotice.warning],
      }),
    licenseManagerInvitation: (name: string, inviter: string, organization: string, url: string) =>
      mail('license_manager_invitation', name, {
        subject: t.licenseManagerInvitation.subject(inert(organization)),
        paragraphs: [t.licenseManagerInvitation.body(inert(inviter), inert(organization))],
        action: linked(t.licenseManagerInvitation, url),
        footnote: t.licenseManagerInvitation.footnote,
      }),
    licenseManagerAssigned: (name: string, organization: string, url: string) =>
      mail('license_manager_assigned', name, {
        subject: t.licenseManagerAssigned.subject(organization),
        paragraphs: [t.licenseManagerAssigned.body(organization)],
        action: linked(t.licenseManagerAssigned, url),
      }),
    licenseManagerReplaced: (name: string, successor: string, organization: string) =>
      mail('license_manager_replaced', name, {
        subject: t.licenseManagerReplaced.subject(organization),
        paragraphs: [
          t.licenseManagerReplaced.body(successor, organization),
          t.licenseManagerReplaced.account(organization),
        ],
      }),
    licenseManagerRemoved: (name: string, organization: string) =>
      mail('license_manager_removed', name, {
        subject: t.licenseManagerRemoved.subject(organization),
        paragraphs: [t.licenseManagerRemoved.body(organization), t.licenseManagerRemoved.account(organization)],
      }),
    billingCanceled: (name: string, entity: string, periodEnd: string) =>
      mail('billing_canceled', name, {
        subject: t.billingCanceled.subject(entity),
        paragraphs: [t.billingCanceled.body(entity, periodEnd)],
      }),
    billingReactivated: (name: string, entity: string, periodEnd: string) =>
      mail('billing_reactivated', name, {
        subject: t.billingReactivated.subject(entity),
        paragraphs: [t.billingReactivated.body(entity, periodEnd)],
      }),
    licenseEnding: (name: string, product: string, entity: string, endsOn: string, days: number) =>
      mail('license_ending', name, {
        subject: t.licenseEnding.subject(product, days),
        paragraphs: [t.licenseEnding.body(product, entity, endsOn, days), t.licenseEnding.next],
      }),
    /** A mastered FLS task not trained for `REFRESH_DUE_DAYS` (`since`: the day it became due, `YYYY-MM-DD`). */
    refreshDue: (name: string, task: FlsTask, since: string, url: string) =>
      mail('refresh_due', name, {
        subject: t.refreshDue.subject(t.refreshDue.tasks[task]),
        paragraphs: [t.refreshDue.body(t.refreshDue.tasks[task], since), t.refreshDue.restore],
        action: linked(t.refreshDue, url),
        footnote: t.refreshDue.footnote,
      }),
    /** The organization's inactivity reminder: `days` without training (the organization's setting). */
    inactivityReminder: (name: string, days: number, organization: string, url: string) =>
      mail('inactivity_reminder', name, {
        subject: t.inactivity.subject,
        paragraphs: [t.inactivity.body(days, inert(organization))],
        action: linked(t.inactivity, url),
        footnote: t.inactivity.footnote,
      }),
    /** A data export is ready to download (`whose`: null for the reader's own, else the exported person's name). */
    dataExportReady: (name: string, whose: string | null, until: string, url: string) =>
      mail('data_export_ready', name, {
        subject: t.dataExport.subject,
        paragraphs: [t.dataExport.body(whose && inert(whose), until)],
        action: linked(t.dataExport, url),
        footnote: t.dataExport.footnote,
      }),
  };
}

/** Links in a mail's text part, for the development outbox. */
export function linksOf(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"]+/g) ?? [])];
}
