import { useTranslation } from 'react-i18next';
import { BackLink } from '../../../components/back-link';
import { href } from '../../../lib/screens';

/** The releases list, narrowed to a product's when there is one. */
export const releasesHref = (productId?: string | null) =>
  href('admin/releases', {}, { 'filter[product_id]': productId });

/** "Back to releases", to the product's list when there is one. */
export function BackToReleases({ productId }: { productId?: string | null }) {
  const { t } = useTranslation();
  return <BackLink to={releasesHref(productId)}>{t('releases.back')}</BackLink>;
}
