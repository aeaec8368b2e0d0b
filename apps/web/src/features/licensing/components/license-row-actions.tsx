import { ActionIcon, Tooltip } from '@mantine/core';
import type { License } from '@portal/contracts';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A license row's edit and remove buttons (an organization's and a user's licenses). */
export function LicenseRowActions({
  license,
  onEdit,
  onRemove,
}: {
  license: License;
  onEdit: (license: License) => void;
  onRemove: (license: License) => void;
}) {
  const { t } = useTranslation();
  const edit = t('licensing.licenses.edit', { name: license.product.name });
  const remove = t('licensing.licenses.remove', { name: license.product.name });
  return (
    <>
      <Tooltip label={edit} withArrow>
        <ActionIcon variant="subtle" color="gray" onClick={() => onEdit(license)} aria-label={edit}>
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={remove} withArrow>
        <ActionIcon variant="subtle" color="red" onClick={() => onRemove(license)} aria-label={remove}>
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </>
  );
}
