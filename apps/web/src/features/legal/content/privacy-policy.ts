import { PRODUCT_NAME } from '@portal/contracts';
import { PRIVACY_CONTACT_EMAIL } from './legal-contact';
import type { LegalDocumentContent } from './legal-document';

export const privacyPolicy: LegalDocumentContent = {
  updated: '2026-11-23',
  intro: [
    `This policy explains what personal data the ${PRODUCT_NAME} portal keeps, why, for how long, and what you can do about it. The portal is where organizations manage their ${PRODUCT_NAME} licenses and hardware, and where trainees, trainers and license managers follow the results of training in the ${PRODUCT_NAME} laparoscopic skills game.`,
    `In this policy “we” means the company that provides ${PRODUCT_NAME}. “Your organization” means the hospital, university or other institution that gave you access.`,
  ],
  sections: [
    {
      id: 'who-is-responsible',
      heading: '1. Who is responsible for your data',
      paragraphs: [
        'For the accounts, licenses and training results of an organization’s members, your organization decides why the data is used; we process it on its behalf under the data processing terms of its license agreement.',
        'For our own purposes (selling licenses and hardware, billing, keeping the portal secure) we are responsible ourselves.',
      ],
    },
    {
      id: 'data-we-keep',
      heading: '2. What data we keep',
      items: [
        'Account data: your first and last name, email address, optional user name, preferred language, your roles (for example trainee, trainer or license manager), any extra permissions, a one-way hash of your password (never the password itself) and whether two-factor authentication is switched on.',
        'Organization data: the organization’s name and address (street, house number, addition, postal code, city, country), who its license manager is, and its billing details, billing cycles and invoices.',
        'Licenses and hardware: which software licenses your organization holds (duration, start and end dates, automatic renewal), which seat is assigned to which user, and the instrument sets and add-ons delivered, with their serial numbers and purchase dates.',
        'Training results: for every session you play, the game sends the date and duration, the skill practised (positioning and orienting, grasping, transferring, ligation, cutting, suturing, clipping or dissection), the level, and your scores for accuracy, speed and gameplay. From these the portal calculates your total training time and your progress towards the FLS manual skills exam.',
        'Technical data: a session cookie and an anti-forgery cookie while you are signed in, and server logs with your IP address, the time, the page or action requested and your browser type.',
      ],
      closing: [
        'The game does not record video, images or sound of you, and neither the game nor the portal is meant to hold patient data. Please do not enter any.',
      ],
    },
    {
      id: 'why',
      heading: '3. Why we use it',
      items: [
        'To give you an account, let you sign in and keep your account secure (performance of the license agreement).',
        'To assign and renew licenses, deliver and support hardware, and invoice your organization (the license agreement and our legal bookkeeping duties).',
        'To show you your own training progress, and to show your organization’s trainers and license manager how their team is progressing (your organization’s legitimate interest in the training it pays for).',
        'To send service messages: invitations, password resets, and notices about licenses that are about to expire.',
        'To detect and stop abuse, such as repeated failed sign-in attempts (our legitimate interest in a secure service).',
      ],
      closing: ['We do not sell personal data, do not show advertising and do not use tracking or analytics cookies.'],
    },
    {
      id: 'who-sees-it',
      heading: '4. Who can see your data',
      items: [
        'You can see your own account, licenses and training results.',
        'Trainers and the license manager of your organization can see the licenses and training results of its members. They cannot see members of other organizations.',
        `Authorised ${PRODUCT_NAME} staff can see account, organization, license and billing data to provide support and billing. Their actions in the portal are logged.`,
        'Service providers that host the portal and deliver its emails process data only on our instructions and under a data processing agreement.',
      ],
      closing: ['We disclose data to authorities only where the law requires it.'],
    },
    {
      id: 'cookies',
      heading: '5. Cookies and local storage',
      paragraphs: [
        'The portal sets only the cookies it needs to work: a session cookie that keeps you signed in (it ends when you sign out or after a period of inactivity) and a cookie that protects forms against cross-site request forgery. Your preferred language may be remembered in your browser’s local storage. Because nothing else is stored, the portal does not ask for cookie consent.',
      ],
    },
    {
      id: 'retention',
      heading: '6. How long we keep it',
      items: [
        'Account data and training results: for as long as your account exists. Your training history is kept so that your progress is not lost when a license is renewed.',
        'After an account is deleted, or after your organization’s agreement ends, its personal data is deleted or anonymised within 90 days, unless your organization asks for an export first.',
        'Invoices and billing records: for as long as tax and accounting law requires, usually between seven and ten years.',
        'Server logs: 30 days. Backups: overwritten on a rolling 35-day cycle.',
      ],
    },
    {
      id: 'security',
      heading: '7. How we protect it',
      paragraphs: [
        'All traffic is encrypted in transit. Passwords are stored only as salted hashes. Two-factor authentication is available for every account. Access inside the portal follows your role and organization, and sign-in attempts are rate limited.',
      ],
    },
    {
      id: 'your-rights',
      heading: '8. Your rights',
      paragraphs: [
        'You can ask for a copy of your data, have it corrected, have it deleted, restrict or object to its use, and receive it in a portable format. Where your organization is responsible for the data, we pass your request on to it and help it answer. We reply within one month.',
        'You may also complain to the data protection authority of the country where you live or work.',
      ],
    },
    {
      id: 'changes',
      heading: '9. Changes to this policy',
      paragraphs: [
        'When we change this policy in a way that matters to you, we tell you by email or in the portal before the change applies. The date at the top shows the current version.',
      ],
    },
    {
      id: 'contact',
      heading: '10. Contact',
      paragraphs: [
        `Questions or requests about your data: ${PRIVACY_CONTACT_EMAIL}. Your organization’s license manager can also help with questions about your account.`,
      ],
    },
  ],
};
