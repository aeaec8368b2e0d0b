import { Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useCreateRelease } from '../api/save-release';
import { BackToReleases, releasesHref } from '../components/back-link';
import { ReleaseForm } from '../components/release-form';

/** `admin/releases/create` (`?product_id=` picks the product). */
export function ReleaseCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const productId = search.get('product_id');
  const create = useCreateRelease();
  const toList = (id: string | null | undefined) => navigate(releasesHref(id));

  return (
    <>
      <PageHeader
        title={t('releases.createTitle')}
        description={t('releases.createDescription')}
        back={<BackToReleases productId={productId} />}
      />
      <Paper withBorder p="lg" radius="md" maw={820}>
        <ReleaseForm
          initialProductId={productId}
          mutation={create}
          submitLabel={t('releases.create')}
          successMessage={(release) => t('releases.created', { version: release.version })}
          onSuccess={(release) => void toList(release.product_id)}
          onCancel={() => void toList(productId)}
        />
      </Paper>
    </>
  );
}
