import type { FastifyRequest } from 'fastify';
import type { AuthUser } from './auth-user.js';

/** Who is calling, for audit rows, throttle keys and session rows. */
export interface ClientInfo {
  ip: string;
  userAgent: string | null;
  /** The request's language (Accept-Language), kept for a new account's mails. */
  language: string;
}

export function clientOf(request: FastifyRequest): ClientInfo {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
    language: request.language,
  };
}

/** Who makes a change and from where, for its audit row. */
export type ChangedBy = { actor: AuthUser; client: ClientInfo };
