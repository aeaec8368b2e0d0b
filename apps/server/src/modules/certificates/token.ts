import { SignJWT } from 'jose';
import type { ServiceContext } from '../../service-context.js';
import { licenseKeys } from '../game/index.js';
import type { presentVerification } from './presenters.js';

/** The issuer of certificate tokens and license files alike. */
export const CERTIFICATE_ISSUER = 'lapskills-portal';
/** The token's `typ`: a verifier checks it, so a license file is never taken for a certificate. */
export const CERTIFICATE_TOKEN_TYPE = 'certificate+jwt';

/**
 * The verification data as an Ed25519-signed JWT (EdDSA), signed with the key of the offline license files: a
 * verifier checks it offline with the public key of `GET /api/game/license-key` (docs/security.md, "Certificates").
 * Its claims are the public verification data; `sub` is the certificate's number, `iat` the moment it was
 * answered (a revocation after it is only known online).
 */
export async function certificateToken(
  ctx: Pick<ServiceContext, 'config' | 'clock'>,
  data: ReturnType<typeof presentVerification>,
): Promise<string> {
  const keys = await licenseKeys(ctx.config);
  return new SignJWT({ ...data })
    .setProtectedHeader({ alg: 'EdDSA', kid: keys.publicJwk.kid, typ: CERTIFICATE_TOKEN_TYPE })
    .setIssuer(CERTIFICATE_ISSUER)
    .setSubject(data.number)
    .setIssuedAt(Math.floor(ctx.clock.now().getTime() / 1000))
    .sign(keys.privateKey);
}
