import { Button, Modal, MultiSelect, Group as Row, Stack, TextInput } from '@mantine/core';
import { type Group, groupBody } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { useContractForm } from '../../../lib/use-contract-form';
import { type CurriculaBase, useGroupCandidates, useSaveGroup } from '../api/curricula';

/** Create a group (`group` null) or rename it and set its members, picked from the organization's members. */
export function GroupModal({
  base,
  group,
  onClose,
}: {
  base: CurriculaBase;
  group: Group | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const candidates = useGroupCandidates(base);
  const save = useSaveGroup(base, group?.id ?? null);
  const cf = useContractForm(groupBody, {
    initialValues: { name: group?.name ?? '', member_ids: group?.members.map((m) => m.id) ?? [] },
    mutation: save,
    confirmLeave: false,
    successMessage: t('curricula.groups.saved'),
    onSuccess: onClose,
  });
  const options = (candidates.data ?? []).map((m) => ({
    value: m.id,
    label: `${m.first_name} ${m.last_name} (${m.email})`,
  }));
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('form.close') }}
      title={group ? t('curricula.groups.editTitle') : t('curricula.groups.createTitle')}
    >
      <form onSubmit={cf.onSubmit} noValidate>
        <Stack gap="md">
          <FormAlert error={cf.error} fields={['name', 'member_ids']} />
          <TextInput label={t('curricula.groups.name')} required data-autofocus {...cf.form.getInputProps('name')} />
          <MultiSelect
            label={t('curricula.groups.members')}
            placeholder={t('curricula.groups.membersPlaceholder')}
            data={options}
            searchable
            clearable
            hidePickedOptions
            comboboxProps={{ withinPortal: true }}
            {...cf.form.getInputProps('member_ids')}
          />
          <Row justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('form.cancel')}
            </Button>
            <Button {...cf.submitProps}>{t('curricula.save')}</Button>
          </Row>
        </Stack>
      </form>
    </Modal>
  );
}
