/**
 * Certificates (issue 27, must-have 3): issued once per trainee and achievement (FLS readiness today, through the
 * `analytics.readiness_reached` event), a PDF with a QR code of the public verification page, the public
 * verification API with an Ed25519-signed token (the license files' key), and revocation by a manager or admin.
 */

export { certificateEvents } from './jobs.js';
export { certificatesPersonalData } from './personal-data.js';
export {
  adminCertificateRoutes,
  certificateVerificationRoutes,
  managerCertificateRoutes,
  traineeCertificateRoutes,
} from './routes.js';
export {
  type Achievement,
  issueCertificate,
  issueReadinessCertificate,
  newVerificationCode,
  ownCertificates,
} from './service.js';
