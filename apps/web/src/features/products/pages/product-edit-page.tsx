import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { PageHeader } from '../../../components/page-header';
import { RecordPage } from '../../../components/record-page';
import { ScreenTabs } from '../../../components/screen-tabs';
import { formatDate } from '../../../lib/format';
import { useDeleteProduct } from '../api/delete-product';
import { useProduct } from '../api/get-product';
import { useProductImage } from '../api/product-image';
import { useUpdateProduct } from '../api/update-product';
import { ImageField } from '../components/image-field';
import { editHref, listHref, PRODUCT_KINDS, type ProductKind } from '../components/kinds';
import { Section } from '../components/page-parts';
import { ProductForm, productFormValues } from '../components/product-form';

/** `admin/products-<kind>/:id/edit`: the product's fields, its preview image (saved on choosing) and deleting it. */
function ProductEditPage({ kind }: { kind: ProductKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const query = useProduct(id);
  const update = useUpdateProduct(id);
  const image = useProductImage(id);
  const remove = useDeleteProduct();
  const [deleting, setDeleting] = useState(false);
  const back = <BackLink to={listHref(kind.type)}>{t(`products.kinds.${kind.key}.back`)}</BackLink>;

  return (
    <RecordPage
      query={query}
      title={t('products.editTitle')}
      back={back}
      notFound={t('products.notFound')}
      loadFailed={t('products.loadFailed')}
    >
      {(product) =>
        // A link to the wrong list's screen: show the product where it belongs.
        product.type !== kind.type ? (
          <Navigate to={editHref(product.type, product.id)} replace />
        ) : (
          <>
            <PageHeader
              back={back}
              title={product.name}
              description={`${product.sku} · ${t('products.createdOn', { date: formatDate(product.created_at) })}`}
            />
            {kind.type === 'software' && (
              <ScreenTabs
                group="admin-product"
                params={{ id: product.id, product_id: product.id }}
                label={product.name}
              />
            )}
            <Stack gap="lg" maw={900}>
              <Section title={t('products.details')}>
                <ProductForm
                  key={product.id}
                  type={kind.type}
                  initialValues={productFormValues(kind.type, product)}
                  mutation={update}
                  submitLabel={t('products.form.save')}
                  successMessage={t('products.form.saved')}
                  image={
                    <ImageField
                      label={t('products.fields.image')}
                      imageUrl={product.image_url}
                      alt={t('products.image.alt', { name: product.name })}
                      onChoose={(file) => image.mutateAsync(file).catch(() => undefined)}
                      onRemove={() => image.mutateAsync(null).catch(() => undefined)}
                      pending={image.isPending}
                      error={image.error}
                    />
                  }
                />
              </Section>
              <Section title={t('products.delete.section')} danger>
                <Stack gap="sm" align="flex-start">
                  <Text c="dimmed" fz="sm">
                    {kind.type === 'software'
                      ? t('products.delete.sectionBodySoftware')
                      : t('products.delete.sectionBody')}
                  </Text>
                  <Button color="red" variant="light" onClick={() => setDeleting(true)}>
                    {t('products.delete.button')}
                  </Button>
                </Stack>
              </Section>
            </Stack>
            <ConfirmDeleteModal
              target={deleting ? product : null}
              mutation={remove}
              variables={(target) => target.id}
              title={t('products.delete.title')}
              body={(target) => t('products.delete.body', { name: target.name })}
              doneMessage={(target) => t('products.delete.done', { name: target.name })}
              onClose={() => setDeleting(false)}
              onDeleted={() => navigate(listHref(kind.type), { replace: true })}
            />
          </>
        )
      }
    </RecordPage>
  );
}

export const SoftwareEditPage = () => <ProductEditPage kind={PRODUCT_KINDS.software} />;
export const HardwareEditPage = () => <ProductEditPage kind={PRODUCT_KINDS.hardware} />;
export const AddOnEditPage = () => <ProductEditPage kind={PRODUCT_KINDS['add-on']} />;
