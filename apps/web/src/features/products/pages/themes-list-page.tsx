import { ActionIcon, Anchor, Button, Group, Text, Tooltip } from '@mantine/core';
import { type ProductTheme, themeList } from '@portal/contracts';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { DataTable, type ListColumns } from '../../../components/data-table';
import { listEmpty } from '../../../components/list-toolbar';
import { PageHeader } from '../../../components/page-header';
import { RecordPage } from '../../../components/record-page';
import { ScreenTabs } from '../../../components/screen-tabs';
import { formatDate } from '../../../lib/format';
import { href } from '../../../lib/screens';
import { useListParams } from '../../../lib/use-list-params';
import { useListTable } from '../../../lib/use-list-table';
import { useDeleteTheme } from '../api/delete-theme';
import { useProduct } from '../api/get-product';
import { useThemes } from '../api/get-themes';
import { listHref, themeEditHref } from '../components/kinds';
import { ProductThumbnail } from '../components/product-thumbnail';
import { ProductsFilters } from '../components/products-filters';
import { ProductStatusBadge } from '../components/status-badge';

/** `admin/products-software/:product_id/themes`: a software product's themes. */
export function ThemesListPage() {
  const { t } = useTranslation();
  const { product_id: productId = '' } = useParams();
  const product = useProduct(productId);
  const list = useListParams(themeList);
  const table = useListTable(list, useThemes(productId, list.params));
  const remove = useDeleteTheme(productId);
  const [deleting, setDeleting] = useState<ProductTheme | null>(null);
  const back = <BackLink to={listHref('software')}>{t('products.kinds.software.back')}</BackLink>;

  const columns: ListColumns<ProductTheme, typeof themeList> = [
    {
      key: 'image',
      header: t('products.columns.image'),
      width: 96,
      render: (theme) => (
        <ProductThumbnail url={theme.thumbnail_url} alt={t('products.image.alt', { name: theme.name })} />
      ),
    },
    {
      key: 'name',
      header: t('products.columns.name'),
      sort: 'name',
      render: (theme) => (
        <div>
          <Anchor component={Link} to={themeEditHref(productId, theme.id)} fw={600} c="inherit">
            {theme.name}
          </Anchor>
          {theme.description && (
            <Text fz="xs" c="dimmed" lineClamp={1} maw={420}>
              {theme.description}
            </Text>
          )}
        </div>
      ),
    },
    {
      key: 'status',
      header: t('products.columns.status'),
      sort: 'status',
      nowrap: true,
      render: (theme) => <ProductStatusBadge status={theme.status} />,
    },
    {
      key: 'created_at',
      header: t('products.columns.created'),
      sort: 'created_at',
      nowrap: true,
      render: (theme) => formatDate(theme.created_at),
    },
  ];

  const createButton = (
    <Button
      component={Link}
      to={href('admin/products-software/:product_id/themes/create', { product_id: productId })}
      leftSection={<IconPlus size={16} />}
    >
      {t('products.themes.create')}
    </Button>
  );

  return (
    <RecordPage
      query={product}
      title={t('products.themes.title')}
      back={back}
      notFound={t('products.notFound')}
      loadFailed={t('products.loadFailed')}
    >
      {({ name }) => (
        <>
          <PageHeader back={back} title={name} description={t('products.themes.description')} actions={createButton} />
          <ScreenTabs group="admin-product" params={{ id: productId, product_id: productId }} label={name} />
          <ProductsFilters list={list} />
          <DataTable
            {...table}
            label={t('products.themes.listLabel', { name })}
            columns={columns}
            minWidth={640}
            rowActions={(theme) => (
              <Group gap={4} wrap="nowrap">
                <Tooltip label={t('products.list.edit', { name: theme.name })} withArrow>
                  <ActionIcon
                    component={Link}
                    to={themeEditHref(productId, theme.id)}
                    variant="subtle"
                    color="gray"
                    aria-label={t('products.list.edit', { name: theme.name })}
                  >
                    <IconPencil size={18} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('products.list.delete', { name: theme.name })} withArrow>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('products.list.delete', { name: theme.name })}
                    onClick={() => setDeleting(theme)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            )}
            empty={listEmpty(
              list,
              { title: t('products.list.noMatchTitle'), message: t('products.themes.noMatchMessage') },
              {
                title: t('products.themes.emptyTitle'),
                message: t('products.themes.emptyMessage'),
                action: createButton,
              },
            )}
          />
          <ConfirmDeleteModal
            target={deleting}
            mutation={remove}
            variables={(theme) => theme.id}
            title={t('products.themes.deleteTitle')}
            body={(theme) => t('products.themes.deleteBody', { name: theme.name })}
            doneMessage={(theme) => t('products.delete.done', { name: theme.name })}
            onClose={() => setDeleting(null)}
          />
        </>
      )}
    </RecordPage>
  );
}
