import { PRODUCT_NAME } from '@portal/contracts';

export interface MailContent {
  kind: string;
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

interface Layout {
  kind: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
}

/** One layout for every mail: a plain-text part and a simple, dark-on-light HTML part. */
function render({ kind, subject, greeting, paragraphs, action, footnote }: Layout): MailContent {
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    ...(footnote ? [footnote, ''] : []),
    `— ${PRODUCT_NAME}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#0b7285">${PRODUCT_NAME}</p>
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p style="line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
${
  action
    ? `<p style="margin:28px 0"><a href="${escapeHtml(action.url)}" style="background:#0b7285;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#52606d">If the button does not work, copy this address into your browser:<br>${escapeHtml(action.url)}</p>`
    : ''
}
${footnote ? `<p style="font-size:13px;color:#52606d">${escapeHtml(footnote)}</p>` : ''}
<p style="margin-top:32px;color:#52606d">— ${PRODUCT_NAME}</p>
</td></tr></table></body></html>`;
  return { kind, subject, text, html };
}

const hello = (name: string) => `Hello ${name},`;

export const mailTemplates = {
  activation: (name: string, url: string) =>
    render({
      kind: 'activation',
      subject: `Activate your ${PRODUCT_NAME} account`,
      greeting: hello(name),
      paragraphs: [`Thanks for signing up for ${PRODUCT_NAME}. Activate your account to start training.`],
      action: { label: 'Activate account', url },
      footnote: 'The link is valid for 7 days. If you did not sign up, you can ignore this email.',
    }),
  alreadyRegistered: (name: string, loginUrl: string, forgotUrl: string) =>
    render({
      kind: 'already_registered',
      subject: `Someone tried to sign up with your ${PRODUCT_NAME} address`,
      greeting: hello(name),
      paragraphs: [
        'Someone (hopefully you) tried to create a new account with this email address. You already have an account, so nothing was changed.',
        `Sign in at ${loginUrl}. If you forgot your password, you can choose a new one at ${forgotUrl}.`,
      ],
      footnote: 'If this was not you, you can ignore this email.',
    }),
  invitation: (name: string, inviter: string, url: string) =>
    render({
      kind: 'invitation',
      subject: `You are invited to ${PRODUCT_NAME}`,
      greeting: hello(name),
      paragraphs: [
        `${inviter} created a ${PRODUCT_NAME} account for you. Choose a password to activate it and start training.`,
      ],
      action: { label: 'Choose a password', url },
      footnote: 'The link is valid for 7 days.',
    }),
  passwordReset: (name: string, url: string) =>
    render({
      kind: 'password_reset',
      subject: `Reset your ${PRODUCT_NAME} password`,
      greeting: hello(name),
      paragraphs: ['We received a request to reset the password of your account.'],
      action: { label: 'Choose a new password', url },
      footnote:
        'The link is valid for 60 minutes. If you did not ask for it, you can ignore this email; your password stays as it is.',
    }),
  passwordChanged: (name: string) =>
    render({
      kind: 'password_changed',
      subject: `Your ${PRODUCT_NAME} password was changed`,
      greeting: hello(name),
      paragraphs: [
        'The password of your account was just changed and other signed-in devices were signed out.',
        'If this was not you, reset your password right away and contact your administrator.',
      ],
    }),
  emailChange: (name: string, url: string) =>
    render({
      kind: 'email_change',
      subject: `Confirm your new ${PRODUCT_NAME} email address`,
      greeting: hello(name),
      paragraphs: ['Confirm this address to use it for signing in to your account.'],
      action: { label: 'Confirm email address', url },
      footnote: 'The link is valid for 24 hours. If you did not ask for this change, you can ignore this email.',
    }),
  emailChangeNotice: (name: string, newEmail: string) =>
    render({
      kind: 'email_change_notice',
      subject: `Your ${PRODUCT_NAME} email address is being changed`,
      greeting: hello(name),
      paragraphs: [
        `A change of your account's email address to ${newEmail} was requested. It takes effect when the new address is confirmed.`,
        'If this was not you, change your password right away.',
      ],
    }),
};

/** Links in a mail's text part, for the development outbox. */
export function linksOf(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"]+/g) ?? [])];
}
