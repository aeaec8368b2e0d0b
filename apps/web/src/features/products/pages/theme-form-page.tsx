import { Card } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { PageHeader } from '../../../components/page-header';
import { RecordPage } from '../../../components/record-page';
import { isApiError } from '../../../lib/api-error';
import { notifyError } from '../../../lib/notify';
import { useProduct } from '../api/get-product';
import { useTheme } from '../api/get-theme';
import { useSaveTheme } from '../api/save-theme';
import { setThemeImage, useThemeImage } from '../api/theme-image';
import { ImageField } from '../components/image-field';
import { themeEditHref, themesHref } from '../components/kinds';
import { ThemeForm } from '../components/theme-form';

/** `admin/products-software/:product_id/themes/create`: a new theme; a chosen image is uploaded once it is saved. */
export function ThemeCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { product_id: productId = '' } = useParams();
  const product = useProduct(productId);
  const save = useSaveTheme(productId, null);
  const [image, setImage] = useState<File | null>(null);
  const back = <BackLink to={themesHref(productId)}>{t('products.themes.back')}</BackLink>;

  return (
    <RecordPage
      query={product}
      title={t('products.themes.create')}
      back={back}
      notFound={t('products.notFound')}
      loadFailed={t('products.loadFailed')}
    >
      {({ name }) => (
        <>
          <PageHeader back={back} title={t('products.themes.create')} description={name} />
          <Card withBorder radius="lg" padding="lg" maw={820}>
            <ThemeForm
              mutation={save}
              submitLabel={t('products.themes.createSubmit')}
              successMessage={t('products.themes.created')}
              onSuccess={async (theme) => {
                if (image) {
                  try {
                    await setThemeImage(productId, theme.id, image);
                  } catch (error) {
                    notifyError(
                      isApiError(error) ? (error.errors.image?.[0] ?? error.message) : t('products.image.failed'),
                    );
                    navigate(themeEditHref(productId, theme.id));
                    return;
                  }
                }
                navigate(themesHref(productId));
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
      )}
    </RecordPage>
  );
}

/** `admin/products-software/:product_id/themes/:id/edit`. */
export function ThemeEditPage() {
  const { t } = useTranslation();
  const { product_id: productId = '', id = '' } = useParams();
  const query = useTheme(productId, id);
  const save = useSaveTheme(productId, id);
  const image = useThemeImage(productId, id);
  const back = <BackLink to={themesHref(productId)}>{t('products.themes.back')}</BackLink>;

  return (
    <RecordPage query={query} title={t('products.themes.editTitle')} back={back}>
      {(theme) => (
        <>
          <PageHeader back={back} title={theme.name} description={t('products.themes.editTitle')} />
          <Card withBorder radius="lg" padding="lg" maw={820}>
            <ThemeForm
              key={theme.id}
              theme={theme}
              mutation={save}
              submitLabel={t('products.form.save')}
              successMessage={t('products.themes.saved')}
              image={
                <ImageField
                  label={t('products.fields.image')}
                  imageUrl={theme.image_url}
                  alt={t('products.image.alt', { name: theme.name })}
                  onChoose={(file) => image.mutateAsync(file).catch(() => undefined)}
                  onRemove={() => image.mutateAsync(null).catch(() => undefined)}
                  pending={image.isPending}
                  error={image.error}
                />
              }
            />
          </Card>
        </>
      )}
    </RecordPage>
  );
}
