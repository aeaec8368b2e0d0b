/**
 * Only same-app paths are followed after sign-in, so a crafted link cannot
 * bounce a freshly signed-in user to another site.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  if (target.startsWith('/login')) return fallback;
  return target;
}
