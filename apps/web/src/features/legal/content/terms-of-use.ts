import { LICENSE_DURATIONS_MONTHS, PRODUCT_NAME } from '@portal/contracts';
import { SUPPORT_CONTACT_EMAIL } from './legal-contact';
import type { LegalDocumentContent } from './legal-document';

const durations = `${LICENSE_DURATIONS_MONTHS.slice(0, -1).join(', ')} or ${LICENSE_DURATIONS_MONTHS.at(-1)}`;

export const termsOfUse: LegalDocumentContent = {
  updated: '2026-11-23',
  intro: [
    `These terms apply to everyone who uses the ${PRODUCT_NAME} portal and the ${PRODUCT_NAME} training game through a portal account. Your organization’s license agreement with us comes first: where it says something different, it applies instead of these terms.`,
  ],
  sections: [
    {
      id: 'accounts',
      heading: '1. Your account',
      items: [
        'Accounts are created by us or by your organization’s license manager. An account belongs to one person; do not share it.',
        'Keep your password to yourself and switch on two-factor authentication. Tell your license manager or us at once if you think someone else has used your account.',
        'Keep your name and email address correct, so that invitations, password resets and license notices reach you.',
      ],
    },
    {
      id: 'licenses',
      heading: '2. Licenses and seats',
      items: [
        `Organizations buy software licenses for ${durations} months. Each license provides a number of seats.`,
        'Your organization’s license manager assigns seats to named users; a seat serves one user at a time. An organization has exactly one license manager.',
        'A license assigned to a user cannot be removed until it has been unassigned, and an expired license cannot be assigned.',
        'A change in the number of seats takes effect from the next billing period. Licenses set to renew automatically do so at the end of their period unless they are cancelled before it ends.',
      ],
    },
    {
      id: 'hardware',
      heading: '3. Hardware',
      items: [
        'Instrument sets and add-ons are registered to your organization by serial number. Use them as described in the manual supplied with them and do not open or modify them.',
        'Report damage or faults through your license manager. Warranty, delivery and shipping costs follow the order your organization placed.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: '4. Acceptable use',
      paragraphs: ['Use the portal and the game for surgical skills training. In particular, do not:'],
      items: [
        'let others train under your account, or alter, fake or replay training results;',
        'try to reach data of other users or organizations, probe the portal’s security, or overload it with automated requests;',
        'copy, decompile or resell the software, or remove its notices;',
        'enter patient data or any other information you are not allowed to share.',
      ],
    },
    {
      id: 'training-results',
      heading: '5. What training results mean',
      paragraphs: [
        `Scores, training time and the progress indicator towards the FLS manual skills exam show how your practice in ${PRODUCT_NAME} is developing. They are guidance, not a certification: they do not replace the official Fundamentals of Laparoscopic Surgery examination, nor any assessment of clinical competence by your institution. The game is a training tool and is not intended for use on patients.`,
      ],
    },
    {
      id: 'availability',
      heading: '6. Availability and support',
      paragraphs: [
        'We work to keep the portal available at all times and announce planned maintenance in advance where we can. Interruptions can still happen, and the game keeps results it could not send and delivers them once the portal is reachable again.',
        `Support is available through your organization’s license manager or at ${SUPPORT_CONTACT_EMAIL}.`,
      ],
    },
    {
      id: 'intellectual-property',
      heading: '7. Intellectual property',
      paragraphs: [
        `The portal, the game, their content and the ${PRODUCT_NAME} name remain ours. While your seat is assigned to you, you may use them for training under these terms.`,
      ],
    },
    {
      id: 'suspension',
      heading: '8. Suspension and ending',
      paragraphs: [
        'We may suspend an account that breaks these terms or endangers the portal’s security, and will tell the account holder and their organization why. Your organization can close your account at any time. When an account or agreement ends, the data is handled as the privacy policy describes.',
      ],
    },
    {
      id: 'liability',
      heading: '9. Liability',
      paragraphs: [
        'As far as the law allows, we are not liable for indirect or consequential loss, and our total liability under these terms is limited to the fees your organization paid for the licenses concerned in the twelve months before the event. Nothing in these terms limits liability for intent, gross negligence, death or personal injury, or any liability that cannot be limited by law.',
      ],
    },
    {
      id: 'governing-terms',
      heading: '10. Governing terms and changes',
      paragraphs: [
        'These terms sit alongside your organization’s license agreement and order, and are governed by the law named in that agreement. If one provision is found invalid, the rest continue to apply.',
        'We will announce material changes to these terms at least 30 days before they apply, by email or in the portal. Continuing to use the portal after that date means you accept the new terms.',
      ],
    },
    {
      id: 'contact',
      heading: '11. Contact',
      paragraphs: [`Questions about these terms: ${SUPPORT_CONTACT_EMAIL}.`],
    },
  ],
};
