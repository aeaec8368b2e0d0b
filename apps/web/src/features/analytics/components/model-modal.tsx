import { Anchor, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type FlsReadiness, FORECAST_CAP_HOURS, REFRESH_DUE_DAYS, SCORE_KINDS } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TableScrollRegion } from '../../../components/table-scroll-region';
import { BACKTEST_BOUNDS, BACKTEST_FIGURES } from './backtest-figures';
import { formatDuration, formatNumber, formatScore } from './format';
import { useTaskName } from './readiness-text';

type Backtest = typeof BACKTEST_FIGURES;

/** What counts towards each task, from the figure itself: the game skill, exercises, lowest level, targets, passes. */
function RuleTable({ readiness }: { readiness: FlsReadiness }) {
  const { t } = useTranslation();
  const taskName = useTaskName();
  const label = t('analytics.model.ruleTable');
  return (
    <TableScrollRegion minWidth={680} label={label}>
      <Table aria-label={label} striped verticalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('analytics.model.task')}</Table.Th>
            <Table.Th>{t('analytics.model.skill')}</Table.Th>
            <Table.Th>{t('analytics.model.exercises')}</Table.Th>
            <Table.Th>{t('analytics.model.minLevel')}</Table.Th>
            {SCORE_KINDS.map((kind) => (
              <Table.Th key={kind}>{t(`analytics.scores.${kind}`)}</Table.Th>
            ))}
            <Table.Th>{t('analytics.model.passes')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {readiness.skills.map((figure) => (
            <Table.Tr key={figure.task}>
              <Table.Th scope="row" fw={600}>
                {taskName(figure.task)}
              </Table.Th>
              <Table.Td>{t(`analytics.skills.${figure.skill}`)}</Table.Td>
              <Table.Td>{figure.exercises.join(', ')}</Table.Td>
              <Table.Td>{figure.min_level}</Table.Td>
              {SCORE_KINDS.map((kind) => (
                <Table.Td key={kind}>{formatScore(figure.targets[kind])}</Table.Td>
              ))}
              <Table.Td>{figure.required}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScrollRegion>
  );
}

/** The backtest's figures beside the bounds they must keep (`backtest-figures.ts`; "–" until filled in). */
function BacktestTable() {
  const { t } = useTranslation();
  const percent = (share: number | null) =>
    share === null ? t('analytics.noValue') : t('analytics.percent', { value: formatNumber(share * 100, 0) });
  const plain = (value: number | null, digits: number) =>
    value === null ? t('analytics.noValue') : formatNumber(value, digits);
  const f: Backtest = BACKTEST_FIGURES;
  const b = BACKTEST_BOUNDS;
  const rows: Array<[string, string, string]> = [
    [
      t('analytics.model.backtest.coverage'),
      percent(f.coverage),
      t('analytics.model.backtest.between', { low: percent(b.coverage[0]), high: percent(b.coverage[1]) }),
    ],
    [
      t('analytics.model.backtest.logErrorMedian'),
      plain(f.logErrorMedian, 2),
      t('analytics.model.backtest.atMost', { value: formatNumber(b.logErrorMedian, 2) }),
    ],
    [
      t('analytics.model.backtest.logErrorP90'),
      plain(f.logErrorP90, 2),
      t('analytics.model.backtest.atMost', { value: formatNumber(b.logErrorP90, 2) }),
    ],
    [
      t('analytics.model.backtest.plateauFalseAlarms'),
      percent(f.plateauFalseAlarms),
      t('analytics.model.backtest.atMost', { value: percent(b.plateauFalseAlarms) }),
    ],
    [
      t('analytics.model.backtest.relapseDetected'),
      percent(f.relapseDetected),
      t('analytics.model.backtest.atLeast', { value: percent(b.relapseDetected) }),
    ],
    [
      t('analytics.model.backtest.relapseDelay'),
      plain(f.relapseDelayAttempts, 1),
      t('analytics.model.backtest.atMost', { value: formatNumber(b.relapseDelayAttempts, 0) }),
    ],
    [
      t('analytics.model.backtest.falseRevocations'),
      percent(f.falseRevocations),
      t('analytics.model.backtest.atMost', { value: percent(b.falseRevocations) }),
    ],
    [
      t('analytics.model.backtest.dailyChange'),
      f.dailyChangeP90Hours === null ? t('analytics.noValue') : formatDuration(f.dailyChangeP90Hours * 3600),
      t('analytics.noValue'),
    ],
  ];
  const label = t('analytics.model.backtest.table');
  return (
    <TableScrollRegion minWidth={520} label={label}>
      <Table aria-label={label} striped verticalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('analytics.model.backtest.figure')}</Table.Th>
            <Table.Th>{t('analytics.model.backtest.result')}</Table.Th>
            <Table.Th>{t('analytics.model.backtest.bound')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(([name, value, bound]) => (
            <Table.Tr key={name}>
              <Table.Th scope="row" fw={400}>
                {name}
              </Table.Th>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{value}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{bound}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScrollRegion>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap={6} component="section" aria-labelledby={id}>
      <Title order={3} fz="md" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * "How is this computed?": the rule (what counts, per task, from the figure's own `skills[]`), the forecast and its
 * 80 % interval, the cap, the CUSUM and decay, a worked example, the backtest's figures and the model's version
 * (docs/fls-readiness.md holds the full model, its constants and sources).
 */
export function ModelExplanation({ readiness }: { readiness: FlsReadiness }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const weeks = String(Math.round(REFRESH_DUE_DAYS / 7));
  const minutes = (value: number) => formatDuration(value * 60);
  return (
    <>
      <Anchor component="button" type="button" fz="sm" onClick={open}>
        {t('analytics.fls.howComputed')}
      </Anchor>
      <Modal
        opened={opened}
        onClose={close}
        title={t('analytics.model.title')}
        size="xl"
        closeButtonProps={{ 'aria-label': t('analytics.model.close') }}
      >
        <Stack gap="lg">
          <Text fz="sm">{t('analytics.model.intro')}</Text>
          <Section id="model-rule" title={t('analytics.model.ruleTitle')}>
            <Text fz="sm">{t('analytics.model.rule')}</Text>
            <RuleTable readiness={readiness} />
            <Text fz="sm">{t('analytics.model.progress')}</Text>
          </Section>
          <Section id="model-forecast" title={t('analytics.model.forecastTitle')}>
            <Text fz="sm">{t('analytics.model.forecast')}</Text>
            <Text fz="sm">{t('analytics.model.interval')}</Text>
            <Text fz="sm">{t('analytics.model.cohort')}</Text>
            <Text fz="sm">{t('analytics.model.cap', { cap: formatDuration(FORECAST_CAP_HOURS * 3600) })}</Text>
          </Section>
          <Section id="model-cusum" title={t('analytics.model.cusumTitle')}>
            <Text fz="sm">{t('analytics.model.cusum')}</Text>
            <Text fz="sm">{t('analytics.model.decay', { weeks })}</Text>
          </Section>
          <Section id="model-example" title={t('analytics.model.exampleTitle')}>
            <Text fz="sm">
              {t('analytics.model.example', {
                perAttempt: minutes(3),
                median: minutes(30),
                low: minutes(21),
                high: minutes(48),
                fls: formatDuration(4 * 3600),
                total: formatDuration(6 * 3600),
              })}
            </Text>
          </Section>
          <Section id="model-backtest" title={t('analytics.model.backtestTitle')}>
            <Text fz="sm">
              {t('analytics.model.backtestIntro', { trainees: formatNumber(BACKTEST_FIGURES.trainees, 0) })}
            </Text>
            <BacktestTable />
          </Section>
          <Text fz="xs" c="dimmed">
            {t('analytics.fls.model', { version: readiness.model_version })}
          </Text>
        </Stack>
      </Modal>
    </>
  );
}
