import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { CertificatesList } from '../components/certificates-list';

/** `admin/certificates` ('manage organization'): every organization's certificates, filtered by organization too. */
export function AdminCertificatesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('certificates.admin.title')} description={t('certificates.admin.description')} />
      <CertificatesList audience="admin" />
    </>
  );
}
