import { ActionIcon, Anchor, Badge, Button, Select, SimpleGrid, Tooltip } from '@mantine/core';
import { PLATFORMS, type Release, releaseList } from '@portal/contracts';
import { IconFilterOff, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { formatDate } from '../../../lib/format';
import { useListParams } from '../../../lib/use-list-params';
import { useReleases } from '../api/get-releases';
import { useSoftwareProducts } from '../api/get-software-products';
import { DeleteReleaseModal } from '../components/delete-release-modal';
import { PLATFORM_LABELS } from '../components/platform-label';
import { formatMegabytes } from '../platform';

/** `admin/releases`: a software product's releases per platform (`?filter[product_id]=`), highest version first. */
export function ReleasesListPage() {
  const { t, i18n } = useTranslation();
  const list = useListParams(releaseList);
  const releases = useReleases(list.params);
  const products = useSoftwareProducts();
  const [deleting, setDeleting] = useState<Release | null>(null);
  const { filter } = list.params;
  const filtered = Object.values(filter).some(Boolean);
  const createHref = filter.product_id
    ? `/admin/releases/create?product_id=${filter.product_id}`
    : '/admin/releases/create';
  const name = (release: Release) => `${release.version} (${t(PLATFORM_LABELS[release.platform])})`;

  const columns: DataTableColumn<Release>[] = [
    ...(filter.product_id
      ? []
      : [{ key: 'product', header: t('releases.columns.product'), render: (r: Release) => r.product?.name ?? '—' }]),
    {
      key: 'version',
      header: t('releases.columns.version'),
      sort: 'version',
      nowrap: true,
      render: (release) => (
        <Anchor component={Link} to={`/admin/releases/${release.id}/edit`} fw={600} c="inherit">
          {release.version}
        </Anchor>
      ),
    },
    {
      key: 'platform',
      header: t('releases.columns.platform'),
      sort: 'platform',
      nowrap: true,
      render: (release) => t(PLATFORM_LABELS[release.platform]),
    },
    {
      key: 'status',
      header: t('releases.columns.status'),
      nowrap: true,
      render: (release) =>
        release.published ? (
          <Badge color="teal" variant="light">
            {t('releases.status.published')}
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            {t('releases.status.draft')}
          </Badge>
        ),
    },
    {
      key: 'published_at',
      header: t('releases.columns.publishedAt'),
      sort: 'published_at',
      nowrap: true,
      render: (release) => formatDate(release.published_at) || '—',
    },
    {
      key: 'size',
      header: t('releases.columns.size'),
      nowrap: true,
      render: (release) =>
        release.size_bytes === null ? t('releases.awaitingFile') : formatMegabytes(release.size_bytes, i18n.language),
    },
  ];

  const createButton = (
    <Button component={Link} to={createHref} leftSection={<IconPlus size={16} />}>
      {t('releases.new')}
    </Button>
  );

  return (
    <>
      <PageHeader title={t('releases.title')} description={t('releases.description')} actions={createButton} />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm" mb="md">
        <Select
          label={t('releases.filters.product')}
          placeholder={t('releases.filters.allProducts')}
          data={(products.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
          value={filter.product_id ?? null}
          onChange={(value) => list.setFilter('product_id', value)}
          nothingFoundMessage={t('releases.fields.noProducts')}
          searchable
          clearable
        />
        <Select
          label={t('releases.filters.platform')}
          placeholder={t('releases.filters.allPlatforms')}
          data={PLATFORMS.map((platform) => ({ value: platform, label: t(PLATFORM_LABELS[platform]) }))}
          value={filter.platform ?? null}
          onChange={(value) => list.setFilter('platform', value)}
          clearable
        />
        <Select
          label={t('releases.filters.status')}
          placeholder={t('releases.filters.anyStatus')}
          data={[
            { value: 'true', label: t('releases.status.published') },
            { value: 'false', label: t('releases.status.draft') },
          ]}
          value={filter.published ?? null}
          onChange={(value) => list.setFilter('published', value)}
          clearable
        />
        {filtered && (
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconFilterOff size={16} />}
            onClick={list.reset}
            mt={{ md: 25 }}
            style={{ justifySelf: 'start' }}
          >
            {t('list.clearFilters')}
          </Button>
        )}
      </SimpleGrid>
      <DataTable
        label={t('releases.list.label')}
        columns={columns}
        records={releases.data?.data}
        recordKey={(release) => release.id}
        meta={releases.data?.meta}
        loading={releases.isPending}
        fetching={releases.isPlaceholderData}
        error={releases.error}
        onRetry={() => void releases.refetch()}
        sort={list.params.sort ?? releaseList.defaultSort}
        onSortChange={list.setSort}
        page={list.params.page}
        perPage={list.params.perPage}
        onPageChange={list.setPage}
        rowActions={(release) => (
          <>
            <Tooltip label={t('releases.edit', { name: name(release) })} withArrow>
              <ActionIcon
                component={Link}
                to={`/admin/releases/${release.id}/edit`}
                variant="subtle"
                color="gray"
                aria-label={t('releases.edit', { name: name(release) })}
              >
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('releases.remove', { name: name(release) })} withArrow>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('releases.remove', { name: name(release) })}
                onClick={() => setDeleting(release)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </>
        )}
        empty={
          filtered
            ? {
                title: t('releases.list.noMatchTitle'),
                message: t('releases.list.noMatchMessage'),
                action: createButton,
              }
            : { title: t('releases.list.emptyTitle'), message: t('releases.list.emptyMessage'), action: createButton }
        }
      />
      <DeleteReleaseModal release={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
