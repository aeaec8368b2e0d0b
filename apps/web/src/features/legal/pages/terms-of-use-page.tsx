import { useTranslation } from 'react-i18next';
import { LegalDocument } from '../components/legal-document';
import { termsOfUse } from '../content/terms-of-use';

export function TermsOfUsePage() {
  const { t } = useTranslation();
  return <LegalDocument title={t('legal.termsOfUse')} content={termsOfUse} />;
}
