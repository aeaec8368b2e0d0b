import { ActionIcon, Anchor, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { type AdminProduct, CURRENCIES, productList } from '@portal/contracts';
import { IconPalette, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { DataTable, type ListColumns } from '../../../components/data-table';
import { listEmpty } from '../../../components/list-toolbar';
import { PageHeader } from '../../../components/page-header';
import { formatDate } from '../../../lib/format';
import { formatMoney } from '../../../lib/money';
import { href } from '../../../lib/screens';
import { useListParams } from '../../../lib/use-list-params';
import { useListTable } from '../../../lib/use-list-table';
import { useDeleteProduct } from '../api/delete-product';
import { useProducts } from '../api/get-products';
import { editHref, PRODUCT_KINDS, type ProductKind, themesHref } from '../components/kinds';
import { ProductThumbnail } from '../components/product-thumbnail';
import { ProductsFilters } from '../components/products-filters';
import { ProductStatusBadge } from '../components/status-badge';

/** `admin/products-software`, `admin/products-hardware`, `admin/products-add-ons`: one kind's products. */
function ProductsListPage({ kind }: { kind: ProductKind }) {
  const { t, i18n } = useTranslation();
  const list = useListParams(productList);
  const table = useListTable(list, useProducts(kind.type, list.params));
  const remove = useDeleteProduct();
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);
  const text = (key: 'title' | 'description' | 'create' | 'emptyTitle' | 'emptyMessage') =>
    t(`products.kinds.${kind.key}.${key}`);

  const columns: ListColumns<AdminProduct, typeof productList> = [
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
          <Anchor component={Link} to={editHref(product.type, product.id)} fw={600} c="inherit">
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
      // Every currency it is sold in, the list price (which the column sorts by) first.
      render: (product) => (
        <Stack gap={0}>
          {CURRENCIES.flatMap((currency) => {
            const amount = product.prices[currency];
            return amount === undefined
              ? []
              : [<span key={currency}>{formatMoney(amount, currency, i18n.language)}</span>];
          })}
        </Stack>
      ),
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
              <Anchor component={Link} to={themesHref(product.id)} fz="sm">
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
    <Button component={Link} to={href(kind.create)} leftSection={<IconPlus size={16} />}>
      {text('create')}
    </Button>
  );

  return (
    <>
      <PageHeader title={text('title')} description={text('description')} actions={createButton} />
      <ProductsFilters list={list} currency />
      <DataTable
        {...table}
        label={text('title')}
        columns={columns}
        minWidth={900}
        rowActions={(product) => (
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t('products.list.edit', { name: product.name })} withArrow>
              <ActionIcon
                component={Link}
                to={editHref(product.type, product.id)}
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
                  to={themesHref(product.id)}
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
        empty={listEmpty(
          list,
          { title: t('products.list.noMatchTitle'), message: t('products.list.noMatchMessage') },
          { title: text('emptyTitle'), message: text('emptyMessage'), action: createButton },
        )}
      />
      <ConfirmDeleteModal
        target={deleting}
        mutation={remove}
        variables={(product) => product.id}
        title={t('products.delete.title')}
        body={(product) => t('products.delete.body', { name: product.name })}
        doneMessage={(product) => t('products.delete.done', { name: product.name })}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

export const SoftwareProductsPage = () => <ProductsListPage kind={PRODUCT_KINDS.software} />;
export const HardwareProductsPage = () => <ProductsListPage kind={PRODUCT_KINDS.hardware} />;
export const AddOnsPage = () => <ProductsListPage kind={PRODUCT_KINDS['add-on']} />;
