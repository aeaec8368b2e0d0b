import { ActionIcon, Anchor, Badge, Button, Select, SimpleGrid, Tooltip } from '@mantine/core';
import { PLATFORMS, type Release, releaseList } from '@portal/contracts';
import { IconFilterOff, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type ListColumns } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { SearchableSelect } from '../../../components/searchable-select';
import { formatDate } from '../../../lib/format';
import { softwareProductOptions } from '../../../lib/options';
import { href } from '../../../lib/screens';
import { useListParams } from '../../../lib/use-list-params';
import { useListTable } from '../../../lib/use-list-table';
import { useReleases } from '../api/get-releases';
import { DeleteReleaseModal } from '../components/delete-release-modal';
import { PLATFORM_LABELS } from '../components/platform-label';
import { formatMegabytes } from '../platform';

/** `admin/releases`: a software product's releases per platform (`?filter[product_id]=`), highest version first. */
export function ReleasesListPage() {
  const { t, i18n } = useTranslation();
  const list = useListParams(releaseList);
  const table = useListTable(list, useReleases(list.params));
  const [deleting, setDeleting] = useState<Release | null>(null);
  const { filter } = list.params;
  const createHref = href('admin/releases/create', {}, { product_id: filter.product_id });
  const editHref = (release: Release) => href('admin/releases/:id/edit', { id: release.id });
  const name = (release: Release) => `${release.version} (${t(PLATFORM_LABELS[release.platform])})`;

  const columns: ListColumns<Release, typeof releaseList> = [
    ...(filter.product_id
      ? []
      : [{ key: 'product', header: t('releases.columns.product'), render: (r: Release) => r.product?.name ?? '—' }]),
    {
      key: 'version',
      header: t('releases.columns.version'),
      sort: 'version',
      nowrap: true,
      render: (release) => (
        <Anchor component={Link} to={editHref(release)} fw={600} c="inherit">
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
        <SearchableSelect
          source={softwareProductOptions}
          label={t('releases.filters.product')}
          placeholder={t('releases.filters.allProducts')}
          value={filter.product_id ?? null}
          onChange={(value) => list.setFilter('product_id', value)}
          nothingFoundMessage={t('releases.fields.noProducts')}
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
        {list.filtered && (
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
        {...table}
        label={t('releases.list.label')}
        columns={columns}
        rowActions={(release) => (
          <>
            <Tooltip label={t('releases.edit', { name: name(release) })} withArrow>
              <ActionIcon
                component={Link}
                to={editHref(release)}
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
          list.filtered
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
