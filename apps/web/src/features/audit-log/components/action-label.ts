import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../../lib/i18n';

/**
 * Names for actions and action groups in the UI's language (`auditLog.actions.auth.login`,
 * `auditLog.groups.auth`); an action this screen has no name for yet shows as it is stored.
 */
export function useActionLabels() {
  const { t, i18n } = useTranslation();
  const named = (key: string, fallback: string) =>
    i18n.exists(key) ? String(t(key as TranslationKey, { defaultValue: fallback })) : fallback;
  return {
    action: (action: string) => named(`auditLog.actions.${action}`, action),
    group: (prefix: string) =>
      named(`auditLog.groups.${prefix.replace(/\.$/, '')}`, t('auditLog.filters.groupFallback', { prefix })),
  };
}
