import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { CertificatesList } from '../components/certificates-list';

/** `manager/certificates`: the own organization's certificates, filtered by status and holder; revoke with a reason. */
export function ManagerCertificatesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('certificates.manager.title')} description={t('certificates.manager.description')} />
      <CertificatesList audience="manager" />
    </>
  );
}
