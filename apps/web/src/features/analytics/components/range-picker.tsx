import '@mantine/dates/styles.layer.css';
import 'dayjs/locale/de';
import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { DATE_RANGE_MAX_DAYS, DATE_RANGE_PRESETS, type DateRangePreset } from '@portal/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityRange } from '../api/get-training-activity';

interface RangePickerProps {
  value: ActivityRange;
  onChange: (range: ActivityRange) => void;
  /** The API's 422 messages of the range's fields (`start_date`, `end_date`, `preset`). */
  errors?: Record<string, string[]>;
  /** The last day the picker offers (`YYYY-MM-DD`, today). */
  today: string;
}

/**
 * The range of the activity figures: the presets (last 7 days, last 30 days) or a custom range of days,
 * at most `DATE_RANGE_MAX_DAYS` long (the API says so with a 422 on the field when it is longer).
 */
export function RangePicker({ value, onChange, errors = {}, today }: RangePickerProps) {
  const { t, i18n } = useTranslation();
  const labelId = useId();
  // The picker's own pair while only the first day is picked; the URL holds complete ranges only.
  const [draft, setDraft] = useState<[string | null, string | null]>([
    value.start_date ?? null,
    value.end_date ?? null,
  ]);
  const error = [...(errors.start_date ?? []), ...(errors.end_date ?? []), ...(errors.preset ?? [])].join(' ');

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="md" wrap="wrap">
        <Stack gap={4} role="group" aria-labelledby={labelId}>
          <Text id={labelId} fz="sm" fw={500}>
            {t('analytics.activity.range')}
          </Text>
          <SegmentedControl
            value={value.preset}
            onChange={(preset) => {
              const next = preset as DateRangePreset;
              if (next !== 'custom') onChange({ preset: next });
              else if (draft[0] && draft[1]) onChange({ preset: next, start_date: draft[0], end_date: draft[1] });
              else onChange({ ...value, preset: next });
            }}
            data={DATE_RANGE_PRESETS.map((preset) => ({
              value: preset,
              label: t(`analytics.activity.presets.${preset}`),
            }))}
          />
        </Stack>
        {value.preset === 'custom' && (
          <DatesProvider settings={{ locale: i18n.language === 'de' ? 'de' : 'en', firstDayOfWeek: 1 }}>
            <DatePickerInput
              type="range"
              label={t('analytics.activity.dates')}
              description={t('analytics.activity.datesHint', { max: String(DATE_RANGE_MAX_DAYS) })}
              placeholder={t('analytics.activity.datesPick')}
              value={draft}
              maxDate={today}
              onChange={(range) => {
                const pair: [string | null, string | null] = [
                  range[0] ? String(range[0]) : null,
                  range[1] ? String(range[1]) : null,
                ];
                setDraft(pair);
                if (pair[0] && pair[1]) onChange({ preset: 'custom', start_date: pair[0], end_date: pair[1] });
              }}
              error={error || undefined}
              // The placeholder is text to read ("Pick the first and the last day"): the dimmed colour keeps AA.
              styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
              miw={260}
              popoverProps={{ withinPortal: true }}
            />
          </DatesProvider>
        )}
      </Group>
    </Stack>
  );
}
