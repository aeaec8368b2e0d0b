import { Modal } from '@mantine/core';
import type { License } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useUpdateLicense } from '../api/update-license';
import { LicenseForm } from './license-form';

function EditForm({ license, onClose }: { license: License; onClose: () => void }) {
  const update = useUpdateLicense(license.id);
  return <LicenseForm mode="edit" license={license} mutation={update} onDone={onClose} onCancel={onClose} />;
}

/** The edit dialog of a license (amount, dates, auto renew); a pending amount is announced by the server's notice. */
export function EditLicenseModal({ license, onClose }: { license: License | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={license !== null}
      onClose={onClose}
      title={license ? t('licensing.licenses.form.editTitle', { name: license.product.name }) : ''}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('form.close') }}
    >
      {license ? <EditForm key={license.id} license={license} onClose={onClose} /> : null}
    </Modal>
  );
}
