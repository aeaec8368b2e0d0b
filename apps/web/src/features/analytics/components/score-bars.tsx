import { Group, Progress, Stack, Text } from '@mantine/core';
import { SCORE_KINDS, type ScoreTriple } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatScore } from './format';

const COLORS = { accuracy: 'teal', speed: 'blue', gameplay: 'grape' } as const;

/** Accuracy, speed and gameplay as three labelled bars (0–100); a dash where there is no score. */
export function ScoreBars({ scores, prefix }: { scores: ScoreTriple; prefix: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      {SCORE_KINDS.map((kind) => {
        const value = scores[kind];
        const label = t(`analytics.scores.${kind}`);
        return (
          <div key={kind}>
            <Group justify="space-between" gap="xs">
              <Text fz="xs" c="dimmed">
                {label}
              </Text>
              <Text fz="xs" fw={600}>
                {formatScore(value)}
              </Text>
            </Group>
            <Progress value={value ?? 0} color={COLORS[kind]} size="sm" aria-label={`${prefix}: ${label}`} />
          </div>
        );
      })}
    </Stack>
  );
}
