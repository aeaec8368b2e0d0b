import { Button, Modal, Group as Row, Select, Stack, Text, TextInput } from '@mantine/core';
import { assignmentBody, type Curriculum } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { useContractForm } from '../../../lib/use-contract-form';
import { type CurriculaBase, useAssignCurriculum, useGroups } from '../api/curricula';

/** Assign the curriculum's current version to a group with a due date (today or later). */
export function AssignModal({
  base,
  curriculum,
  onClose,
}: {
  base: CurriculaBase;
  curriculum: Curriculum;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const groups = useGroups(base);
  const assign = useAssignCurriculum(base, curriculum.id);
  const cf = useContractForm(assignmentBody, {
    initialValues: { group_id: '', due_date: '' },
    mutation: assign,
    confirmLeave: false,
    successMessage: t('curricula.assign.assigned'),
    onSuccess: onClose,
  });
  const options = (groups.data ?? []).map((g) => ({ value: g.id, label: g.name }));
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('form.close') }}
      title={t('curricula.assign.title', { name: curriculum.name })}
    >
      <form onSubmit={cf.onSubmit} noValidate>
        <Stack gap="md">
          <FormAlert error={cf.error} fields={['group_id', 'due_date']} />
          {groups.isSuccess && options.length === 0 && <Text fz="sm">{t('curricula.assign.noGroups')}</Text>}
          <Select
            label={t('curricula.assign.group')}
            data={options}
            required
            data-autofocus
            comboboxProps={{ withinPortal: true }}
            {...cf.form.getInputProps('group_id')}
          />
          <TextInput
            label={t('curricula.assign.dueDate')}
            description={t('curricula.assign.dueDateHint')}
            placeholder="2027-06-30"
            required
            {...cf.form.getInputProps('due_date')}
          />
          <Row justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('form.cancel')}
            </Button>
            <Button {...cf.submitProps}>{t('curricula.assign.submit')}</Button>
          </Row>
        </Stack>
      </form>
    </Modal>
  );
}
