import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  CURRICULUM_MAX_CONSECUTIVE,
  CURRICULUM_MAX_FURTHER,
  CURRICULUM_MAX_LEVEL,
  CURRICULUM_MAX_MODULES,
  type Curriculum,
  type CurriculumModuleBody,
  curriculumBody,
  flsTaskOf,
  GAME_EXERCISES,
  SKILLS,
  type Skill,
} from '@portal/contracts';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { useContractForm } from '../../../lib/use-contract-form';
import { type CurriculaBase, useSaveCurriculum } from '../api/curricula';

const OWN_TARGETS = { accuracy: 85, speed: 75, gameplay: 80 };
const firstModule = (): CurriculumModuleBody => ({
  skill: 'transferring',
  exercise: 'Peg transfer',
  min_level: 3,
  targets: null,
  consecutive_passes: 2,
  further_passes: 10,
});

/**
 * Create a curriculum or edit one: its name and its ordered modules (a skill's exercise, the minimum level, the
 * published FLS targets or its own, passes in a row then further passes). Saving an assigned one makes a new version.
 */
export function CurriculumEditorModal({
  base,
  curriculum,
  onClose,
}: {
  base: CurriculaBase;
  curriculum: Curriculum | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveCurriculum(base, curriculum?.id ?? null);
  const cf = useContractForm(curriculumBody, {
    initialValues: {
      name: curriculum?.name ?? '',
      description: curriculum?.description ?? '',
      modules: curriculum
        ? curriculum.modules.map(({ position: _p, fls_task: _f, ...module }) => module as CurriculumModuleBody)
        : [firstModule()],
    },
    mutation: save,
    confirmLeave: false,
    successMessage: (saved) => t('curricula.curricula.saved', { version: saved.version }),
    onSuccess: onClose,
  });
  const { form } = cf;
  const modules = form.values.modules as CurriculumModuleBody[];
  const at = (i: number, field: string) => `modules.${i}.${field}`;

  const setSkill = (i: number, skill: Skill) => {
    const exercise = GAME_EXERCISES[skill][0] as string;
    form.setFieldValue(at(i, 'skill'), skill);
    form.setFieldValue(at(i, 'exercise'), exercise);
    if (!flsTaskOf(skill, exercise)) form.setFieldValue(at(i, 'targets'), { ...OWN_TARGETS });
  };
  const setExercise = (i: number, exercise: string) => {
    form.setFieldValue(at(i, 'exercise'), exercise);
    if (!flsTaskOf(modules[i]?.skill ?? '', exercise) && !modules[i]?.targets) {
      form.setFieldValue(at(i, 'targets'), { ...OWN_TARGETS });
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      closeButtonProps={{ 'aria-label': t('form.close') }}
      title={curriculum ? t('curricula.curricula.editTitle') : t('curricula.curricula.createTitle')}
    >
      <form onSubmit={cf.onSubmit} noValidate>
        <Stack gap="md">
          <FormAlert error={cf.error} fields={['name', 'description', 'modules']} />
          {curriculum && curriculum.assignments > 0 && (
            <Text fz="sm" c="yellow.4">
              {t('curricula.curricula.assignedHint', { version: curriculum.version + 1 })}
            </Text>
          )}
          <TextInput label={t('curricula.curricula.name')} required data-autofocus {...form.getInputProps('name')} />
          <TextInput label={t('curricula.curricula.descriptionLabel')} {...form.getInputProps('description')} />
          {typeof form.errors.modules === 'string' && (
            <Text c="red.4" fz="sm" role="alert">
              {form.errors.modules}
            </Text>
          )}
          {modules.map((module, i) => {
            const position = i + 1;
            const fls = flsTaskOf(module.skill, module.exercise) !== null;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a module's identity is its position
              <Fieldset key={i} legend={t('curricula.module.legend', { position })}>
                <Stack gap="sm">
                  <SimpleGrid cols={{ base: 1, sm: 3 }}>
                    <Select
                      label={t('curricula.module.skill')}
                      data={SKILLS.map((skill) => ({ value: skill, label: t(`curricula.skills.${skill}`) }))}
                      allowDeselect={false}
                      {...form.getInputProps(at(i, 'skill'))}
                      onChange={(value) => value && setSkill(i, value as Skill)}
                    />
                    <Select
                      label={t('curricula.module.exercise')}
                      data={[...(GAME_EXERCISES[module.skill as Skill] ?? [])]}
                      allowDeselect={false}
                      {...form.getInputProps(at(i, 'exercise'))}
                      onChange={(value) => value && setExercise(i, value)}
                    />
                    <NumberInput
                      label={t('curricula.module.minLevel')}
                      min={1}
                      max={CURRICULUM_MAX_LEVEL}
                      allowDecimal={false}
                      {...form.getInputProps(at(i, 'min_level'))}
                    />
                  </SimpleGrid>
                  {fls && (
                    <Checkbox
                      label={t('curricula.module.published')}
                      description={t('curricula.module.publishedHint')}
                      checked={module.targets === null}
                      onChange={(event) =>
                        form.setFieldValue(at(i, 'targets'), event.currentTarget.checked ? null : { ...OWN_TARGETS })
                      }
                    />
                  )}
                  {module.targets && (
                    <SimpleGrid cols={{ base: 1, sm: 3 }}>
                      {(['accuracy', 'speed', 'gameplay'] as const).map((kind) => (
                        <NumberInput
                          key={kind}
                          label={t(`curricula.module.${kind}`)}
                          min={0}
                          max={100}
                          allowDecimal={false}
                          {...form.getInputProps(at(i, `targets.${kind}`))}
                        />
                      ))}
                    </SimpleGrid>
                  )}
                  {typeof form.errors[at(i, 'targets')] === 'string' && (
                    <Text c="red.4" fz="sm" role="alert">
                      {form.errors[at(i, 'targets')]}
                    </Text>
                  )}
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    <NumberInput
                      label={t('curricula.module.consecutive')}
                      min={1}
                      max={CURRICULUM_MAX_CONSECUTIVE}
                      allowDecimal={false}
                      {...form.getInputProps(at(i, 'consecutive_passes'))}
                    />
                    <NumberInput
                      label={t('curricula.module.further')}
                      min={0}
                      max={CURRICULUM_MAX_FURTHER}
                      allowDecimal={false}
                      {...form.getInputProps(at(i, 'further_passes'))}
                    />
                  </SimpleGrid>
                  <Group gap="xs" justify="flex-end">
                    <ActionIcon
                      variant="default"
                      disabled={i === 0}
                      aria-label={t('curricula.module.up', { position })}
                      onClick={() => form.reorderListItem('modules', { from: i, to: i - 1 })}
                    >
                      <IconArrowUp size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      disabled={i === modules.length - 1}
                      aria-label={t('curricula.module.down', { position })}
                      onClick={() => form.reorderListItem('modules', { from: i, to: i + 1 })}
                    >
                      <IconArrowDown size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      color="red"
                      aria-label={t('curricula.module.remove', { position })}
                      onClick={() => form.removeListItem('modules', i)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                </Stack>
              </Fieldset>
            );
          })}
          <Group justify="space-between">
            <Button
              variant="default"
              leftSection={<IconPlus size={16} />}
              disabled={modules.length >= CURRICULUM_MAX_MODULES}
              onClick={() => form.insertListItem('modules', firstModule())}
            >
              {t('curricula.module.add')}
            </Button>
            <Group>
              <Button variant="default" onClick={onClose}>
                {t('form.cancel')}
              </Button>
              <Button {...cf.submitProps}>{t('curricula.save')}</Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
