import { Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { RecordPage } from '../../../components/record-page';
import { useRelease } from '../api/get-release';
import { useUpdateRelease } from '../api/save-release';
import { BackToReleases, releasesHref } from '../components/back-link';
import { PLATFORM_LABELS } from '../components/platform-label';
import { ReleaseForm } from '../components/release-form';

/** `admin/releases/:id/edit`. */
export function ReleaseEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const release = useRelease(id);
  const update = useUpdateRelease(id);

  return (
    <RecordPage query={release} title={t('releases.editTitleLoading')} back={<BackToReleases />}>
      {(data) => (
        <>
          <PageHeader
            title={t('releases.editTitle', {
              product: data.product?.name ?? '',
              version: data.version,
              platform: t(PLATFORM_LABELS[data.platform]),
            })}
            back={<BackToReleases productId={data.product_id} />}
          />
          <Paper withBorder p="lg" radius="md" maw={820}>
            <ReleaseForm
              key={data.id}
              release={data}
              mutation={update}
              submitLabel={t('releases.save')}
              successMessage={(saved) => t('releases.saved', { version: saved.version })}
              onSuccess={(saved) => void navigate(releasesHref(saved.product_id))}
              onCancel={() => void navigate(releasesHref(data.product_id))}
            />
          </Paper>
        </>
      )}
    </RecordPage>
  );
}
