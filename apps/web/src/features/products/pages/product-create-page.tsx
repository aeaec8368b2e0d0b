import { Card } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { PageHeader } from '../../../components/page-header';
import { isApiError } from '../../../lib/api-error';
import { notifyError } from '../../../lib/notify';
import { useCreateProduct } from '../api/create-product';
import { setProductImage } from '../api/product-image';
import { ImageField } from '../components/image-field';
import { editHref, listHref, PRODUCT_KINDS, type ProductKind } from '../components/kinds';
import { ProductForm, productFormValues } from '../components/product-form';

/** `admin/products-<kind>/create`: a new product; a chosen preview image is uploaded right after it is saved. */
function ProductCreatePage({ kind }: { kind: ProductKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateProduct(kind.type);
  const [image, setImage] = useState<File | null>(null);

  return (
    <>
      <PageHeader
        back={<BackLink to={listHref(kind.type)}>{t(`products.kinds.${kind.key}.back`)}</BackLink>}
        title={t(`products.kinds.${kind.key}.create`)}
      />
      <Card withBorder radius="lg" padding="lg" maw={900}>
        <ProductForm
          type={kind.type}
          initialValues={productFormValues(kind.type)}
          mutation={create}
          submitLabel={t('products.form.create')}
          successMessage={t('products.form.created')}
          onSuccess={async (product) => {
            if (image) {
              try {
                await setProductImage(product.id, image);
              } catch (error) {
                // The product exists; its edit page lets the user try the image again.
                notifyError(
                  isApiError(error) ? (error.errors.image?.[0] ?? error.message) : t('products.image.failed'),
                );
                navigate(editHref(product.type, product.id));
                return;
              }
            }
            navigate(listHref(kind.type));
          }}
          image={
            <ImageField
              label={t('products.fields.image')}
              imageUrl={null}
              alt={t('products.image.newAlt')}
              onChoose={(file) => void setImage(file)}
              onRemove={() => void setImage(null)}
            />
          }
        />
      </Card>
    </>
  );
}

export const SoftwareCreatePage = () => <ProductCreatePage kind={PRODUCT_KINDS.software} />;
export const HardwareCreatePage = () => <ProductCreatePage kind={PRODUCT_KINDS.hardware} />;
export const AddOnCreatePage = () => <ProductCreatePage kind={PRODUCT_KINDS['add-on']} />;
