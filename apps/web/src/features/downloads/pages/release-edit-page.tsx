import { Alert, Paper, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { isApiError } from '../../../lib/api-error';
import { tMessage } from '../../../lib/i18n';
import { useRelease } from '../api/get-release';
import { useUpdateRelease } from '../api/save-release';
import { BackToReleases } from '../components/back-link';
import { PLATFORM_LABELS } from '../components/platform-label';
import { ReleaseForm } from '../components/release-form';

/** `admin/releases/:id/edit`. */
export function ReleaseEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const release = useRelease(id);
  const update = useUpdateRelease(id);
  const data = release.data;

  return (
    <>
      <PageHeader
        title={
          data
            ? t('releases.editTitle', {
                product: data.product?.name ?? '',
                version: data.version,
                platform: t(PLATFORM_LABELS[data.platform]),
              })
            : t('releases.editTitleLoading')
        }
        back={<BackToReleases productId={data?.product_id} />}
      />
      {release.isPending && (
        <Stack maw={820} gap="md" aria-busy="true">
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={120} />
        </Stack>
      )}
      {release.error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
          {isApiError(release.error) ? release.error.message : tMessage('error.something_went_wrong')}
        </Alert>
      )}
      {data && (
        <Paper withBorder p="lg" radius="md" maw={820}>
          <ReleaseForm
            key={data.id}
            release={data}
            mutation={update}
            submitLabel={t('releases.save')}
            successMessage={(saved) => t('releases.saved', { version: saved.version })}
            onSuccess={(saved) => void navigate(`/admin/releases?filter[product_id]=${saved.product_id}`)}
            onCancel={() => void navigate(`/admin/releases?filter[product_id]=${data.product_id}`)}
          />
        </Paper>
      )}
    </>
  );
}
