import { Badge, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../lib/i18n';

/**
 * The days-left cell of every license and seat table (admin, manager, trainee): the wording is the
 * caller's, two catalogue keys of its own feature, each given `count`.
 */
export interface DaysLeftWording {
  /** Days to go, `count` ≥ 0. */
  left: TranslationKey;
  /** Ended `count` days ago. */
  ended: TranslationKey;
}

/** A license ending within this many days is flagged "Ends soon". */
export const ENDS_SOON_DAYS = 30;

/** The text: `days` to go, or ended `-days` ago (`ended` when the state says so, e.g. an expired seat). */
export function daysLeftText(t: TFunction, days: number, wording: DaysLeftWording, ended = days < 0): string {
  // A key chosen at run time: i18next's types cannot check its interpolation, the catalogue test does.
  const counted = t as unknown as (key: TranslationKey, options: { count: number }) => string;
  return ended ? counted(wording.ended, { count: Math.max(0, -days) }) : counted(wording.left, { count: days });
}

/**
 * The cell; with `endsSoon` (a catalogue key) a badge under it while `days` ≤ {@link ENDS_SOON_DAYS};
 * `dimEnded` greys an ended one.
 */
export function DaysLeft({
  days,
  wording,
  endsSoon,
  dimEnded = false,
}: {
  days: number;
  wording: DaysLeftWording;
  endsSoon?: TranslationKey | undefined;
  dimEnded?: boolean;
}) {
  const { t } = useTranslation();
  const text = daysLeftText(t, days, wording);
  if (days < 0 && dimEnded) {
    return (
      <Text component="span" c="dimmed" fz="sm">
        {text}
      </Text>
    );
  }
  if (endsSoon === undefined || days < 0) return <>{text}</>;
  return (
    <Stack gap={4} align="flex-start">
      <span>{text}</span>
      {days <= ENDS_SOON_DAYS && (
        <Badge size="xs" color="orange" variant="light" tt="none">
          {(t as unknown as (key: TranslationKey) => string)(endsSoon)}
        </Badge>
      )}
    </Stack>
  );
}
