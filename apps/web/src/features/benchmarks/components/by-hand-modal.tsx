import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { type BenchmarkTarget, createBenchmarkBody, SCORE_KINDS } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { useContractForm } from '../../../lib/use-contract-form';
import { type BenchmarkAudience, useCreateBenchmark } from '../api/benchmarks';
import { screensOf } from './audience';

/** A new version by hand: the published targets filled in, one row per task at its level. */
export function ByHandModal({
  audience,
  published,
  onClose,
}: {
  audience: BenchmarkAudience;
  published: readonly BenchmarkTarget[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateBenchmark(audience);
  const cf = useContractForm(createBenchmarkBody, {
    initialValues: { name: '', targets: published.map((row) => ({ ...row })) },
    mutation: create,
    confirmLeave: false,
    successMessage: (created) => t('benchmarks.byHand.created', { version: created.version }),
    onSuccess: (created) => {
      onClose();
      navigate(screensOf(audience).one(created.id));
    },
  });
  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      closeButtonProps={{ 'aria-label': t('form.close') }}
      title={t('benchmarks.byHand.title')}
    >
      <form onSubmit={cf.onSubmit} noValidate>
        <Stack gap="md">
          <Text fz="sm">{t('benchmarks.byHand.intro')}</Text>
          <FormAlert error={cf.error} fields={['name']} />
          <TextInput
            label={t('benchmarks.byHand.name')}
            description={t('benchmarks.byHand.nameDescription')}
            {...cf.form.getInputProps('name')}
          />
          {cf.form.values.targets.map((row, index) => {
            const task = t(`benchmarks.tasks.${row.task}`);
            return (
              <Stack key={row.task} gap={4}>
                <Title order={3} fz="sm">
                  {task}
                </Title>
                <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
                  <NumberInput
                    label={t('benchmarks.columns.level')}
                    aria-label={t('benchmarks.byHand.field', { task, score: t('benchmarks.columns.level') })}
                    min={1}
                    max={1000}
                    allowDecimal={false}
                    {...cf.form.getInputProps(`targets.${index}.level`)}
                  />
                  {SCORE_KINDS.map((kind) => (
                    <NumberInput
                      key={kind}
                      label={t(`benchmarks.columns.${kind}`)}
                      aria-label={t('benchmarks.byHand.field', { task, score: t(`benchmarks.columns.${kind}`) })}
                      min={0}
                      max={100}
                      decimalScale={1}
                      {...cf.form.getInputProps(`targets.${index}.${kind}`)}
                    />
                  ))}
                </SimpleGrid>
              </Stack>
            );
          })}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('benchmarks.byHand.cancel')}
            </Button>
            <Button {...cf.submitProps}>{t('benchmarks.byHand.create')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
