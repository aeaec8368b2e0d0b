import type { Certificate } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

/**
 * "FLS readiness" and, below it, the model and benchmark versions it was assessed with; or "Curriculum X" and its
 * version.
 */
export function useAchievementText() {
  const { t } = useTranslation();
  return (achievement: Certificate['achievement']) => {
    const { curriculum } = achievement;
    if (curriculum) {
      return {
        name: t('certificates.achievement.curriculum', { name: curriculum.name }),
        versions: t('certificates.achievement.curriculumVersion', { version: curriculum.version }),
      };
    }
    return readiness(achievement);
  };

  function readiness(achievement: Certificate['achievement']) {
    return {
      name: t('certificates.achievement.fls_readiness'),
      versions: t('certificates.achievement.versions', {
        model: achievement.model_version ?? '—',
        benchmark: achievement.benchmark_version
          ? t('certificates.achievement.benchmark', { version: achievement.benchmark_version })
          : t('certificates.achievement.publishedTargets'),
      }),
    };
  }
}
