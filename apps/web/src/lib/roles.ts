import { ROLES } from '@portal/contracts';
import type { TranslationKey } from './i18n';

/** Catalogue key of a role's name (`roles.*`, with the signed-in texts); a role the contract does not know has none. */
export function roleKey(role: string): TranslationKey | null {
  return (ROLES as readonly string[]).includes(role) ? (`roles.${role}` as TranslationKey) : null;
}
