/** The session cookie's name: `__Host-session` over HTTPS (Secure, no Domain, path /), `session` otherwise. */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-session' : 'session';
}
