import type { Certificate } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

/** "FLS readiness" and, below it, the model and benchmark versions it was assessed with. */
export function useAchievementText() {
  const { t } = useTranslation();
  return (achievement: Certificate['achievement']) => ({
    name: t(`certificates.achievement.${achievement.kind}`),
    versions: t('certificates.achievement.versions', {
      model: achievement.model_version ?? '—',
      benchmark: achievement.benchmark_version
        ? t('certificates.achievement.benchmark', { version: achievement.benchmark_version })
        : t('certificates.achievement.publishedTargets'),
    }),
  });
}
