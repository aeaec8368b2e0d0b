import { ActionIcon, Anchor, Button, Group, Text, Tooltip } from '@mantine/core';
import { type AdminProduct, productList } from '@portal/contracts';
import { IconPalette, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { formatDate } from '../../../lib/format';
import { useListParams } from '../../../lib/use-list-params';
import { useDeleteProduct } from '../api/delete-product';
import { useProducts } from '../api/get-products';
import { ConfirmDeleteModal } from '../components/confirm-delete-modal';
import { editPath, PRODUCT_KINDS, type ProductKind, themesPath } from '../components/kinds';
import { ProductThumbnail } from '../components/product-thumbnail';
import { ProductsFilters } from '../components/products-filters';
import { ProductStatusBadge } from '../components/status-badge';
import { formatPrice } from '../utils/price';

/** `admin/products-software`, `admin/products-hardware`, `admin/products-add-ons`: one kind's products. */
function ProductsListPage({ kind }: { kind: ProductKind }) {
  const { t, i18n } = useTranslation();
  const list = useListParams(productList);
  const products = useProducts(kind.type, list.params);
  const remove = useDeleteProduct();
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);
  const filtered = Boolean(list.params.filter.search || list.params.filter.status || list.params.filter.currency);
  const text = (key: 'title' | 'description' | 'create' | 'emptyTitle' | 'emptyMessage') =>
    t(`products.kinds.${kind.key}.${key}`);

  const columns: DataTableColumn<AdminProduct>[] = [
    {
      key: 'image',
      header: t('products.columns.image'),
      width: 96,
      render: (product) => (
        <ProductThumbnail url={product.thumbnail_url} alt={t('products.image.alt', { name: product.name })} />
      ),
    },
    {
      key: 'name',
      header: t('products.columns.name'),
      sort: 'name',
      render: (product) => (
        <div>
          <Anchor component={Link} to={editPath(product.type, product.id)} fw={600} c="inherit">
            {product.name}
          </Anchor>
          {product.variant && (
            <Text fz="xs" c="dimmed">
              {product.variant}
            </Text>
          )}
        </div>
      ),
    },
    { key: 'sku', header: t('products.columns.sku'), sort: 'sku', nowrap: true, render: (p) => <code>{p.sku}</code> },
    {
      key: 'price',
      header: t('products.columns.price'),
      sort: 'price',
      nowrap: true,
      render: (product) => formatPrice(product.price, product.currency, i18n.language),
    },
    ...(kind.type === 'hardware'
      ? []
      : [
          {
            key: 'duration',
            header: t('products.columns.duration'),
            nowrap: true,
            render: (product: AdminProduct) =>
              product.duration && product.duration_type
                ? t(`products.duration.${product.duration_type}s`, { count: product.duration })
                : '—',
          },
        ]),
    {
      key: 'status',
      header: t('products.columns.status'),
      sort: 'status',
      nowrap: true,
      render: (product) => <ProductStatusBadge status={product.status} />,
    },
    ...(kind.type === 'software'
      ? [
          {
            key: 'themes',
            header: t('products.columns.themes'),
            nowrap: true,
            render: (product: AdminProduct) => (
              <Anchor component={Link} to={themesPath(product.id)} fz="sm">
                {t('products.columns.themeCount', { count: product.theme_count })}
              </Anchor>
            ),
          },
        ]
      : []),
    {
      key: 'created_at',
      header: t('products.columns.created'),
      sort: 'created_at',
      nowrap: true,
      render: (product) => formatDate(product.created_at),
    },
  ];

  const createButton = (
    <Button component={Link} to={`${kind.base}/create`} leftSection={<IconPlus size={16} />}>
      {text('create')}
    </Button>
  );

  return (
    <>
      <PageHeader title={text('title')} description={text('description')} actions={createButton} />
      <ProductsFilters list={list} currency />
      <DataTable
        label={text('title')}
        columns={columns}
        records={products.data?.data}
        recordKey={(product) => product.id}
        meta={products.data?.meta}
        loading={products.isPending}
        fetching={products.isPlaceholderData}
        error={products.error}
        onRetry={() => void products.refetch()}
        sort={list.params.sort ?? productList.defaultSort}
        onSortChange={list.setSort}
        page={list.params.page}
        perPage={list.params.perPage}
        onPageChange={list.setPage}
        minWidth={900}
        rowActions={(product) => (
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t('products.list.edit', { name: product.name })} withArrow>
              <ActionIcon
                component={Link}
                to={editPath(product.type, product.id)}
                variant="subtle"
                color="gray"
                aria-label={t('products.list.edit', { name: product.name })}
              >
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
            {product.type === 'software' && (
              <Tooltip label={t('products.list.themes', { name: product.name })} withArrow>
                <ActionIcon
                  component={Link}
                  to={themesPath(product.id)}
                  variant="subtle"
                  color="gray"
                  aria-label={t('products.list.themes', { name: product.name })}
                >
                  <IconPalette size={18} />
                </ActionIcon>
              </Tooltip>
            )}
            <Tooltip label={t('products.list.delete', { name: product.name })} withArrow>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('products.list.delete', { name: product.name })}
                onClick={() => setDeleting(product)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
        empty={
          filtered
            ? {
                title: t('products.list.noMatchTitle'),
                message: t('products.list.noMatchMessage'),
                action: (
                  <Button variant="light" onClick={list.reset}>
                    {t('list.clearFilters')}
                  </Button>
                ),
              }
            : { title: text('emptyTitle'), message: text('emptyMessage'), action: createButton }
        }
      />
      <ConfirmDeleteModal
        target={deleting}
        title={t('products.delete.title')}
        body={t('products.delete.body', { name: deleting?.name ?? '' })}
        doneMessage={t('products.delete.done', { name: deleting?.name ?? '' })}
        mutation={remove}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

export const SoftwareProductsPage = () => <ProductsListPage kind={PRODUCT_KINDS.software} />;
export const HardwareProductsPage = () => <ProductsListPage kind={PRODUCT_KINDS.hardware} />;
export const AddOnsPage = () => <ProductsListPage kind={PRODUCT_KINDS['add-on']} />;
