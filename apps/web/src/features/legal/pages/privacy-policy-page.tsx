import { useTranslation } from 'react-i18next';
import { LegalDocument } from '../components/legal-document';
import { privacyPolicy } from '../content/privacy-policy';

export function PrivacyPolicyPage() {
  const { t } = useTranslation();
  return <LegalDocument title={t('legal.privacyPolicy')} content={privacyPolicy} />;
}
