import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type Certificate, REVOCATION_REASON_MAX, revokeCertificateBody } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { useContractForm } from '../../../lib/use-contract-form';
import { type CertificatesAudience, useRevokeCertificate } from '../api/certificates';

/** The reason dialog of a revocation (the reason shows on the public verification page). */
export function RevokeCertificateModal({
  audience,
  certificate,
  onClose,
}: {
  audience: CertificatesAudience;
  certificate: Certificate;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const revoke = useRevokeCertificate(audience);
  const cf = useContractForm(revokeCertificateBody, {
    initialValues: { reason: '' },
    mutation: revoke,
    confirmLeave: false,
    toBody: (values) => ({ id: certificate.id, reason: values.reason.trim() }),
    successMessage: t('certificates.manager.revoked', { number: certificate.number }),
    onSuccess: onClose,
  });
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('form.close') }}
      title={t('certificates.manager.revokeTitle', { number: certificate.number })}
    >
      <form onSubmit={cf.onSubmit} noValidate>
        <Stack gap="md">
          <Text fz="sm">{t('certificates.manager.revokeBody')}</Text>
          <FormAlert error={cf.error} fields={['reason']} />
          <Textarea
            label={t('certificates.manager.reason')}
            description={t('certificates.manager.reasonDescription')}
            required
            autosize
            minRows={3}
            maxLength={REVOCATION_REASON_MAX}
            {...cf.form.getInputProps('reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('certificates.manager.cancel')}
            </Button>
            <Button color="red" {...cf.submitProps}>
              {t('certificates.manager.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
