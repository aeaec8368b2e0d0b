import { Alert, Badge, Box, Button, Card, Checkbox, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { PageHeader } from '../../../components/page-header';
import { RecordPage } from '../../../components/record-page';
import { ScreenParts } from '../../../components/screen-parts';
import { ScreenTabs } from '../../../components/screen-tabs';
import { isApiError } from '../../../lib/api-error';
import { tMessage } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { href } from '../../../lib/screens';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';
import { useAvailableProducts } from '../api/get-available-products';
import { useUserSummary } from '../api/get-user-summary';
import { useSetAvailableProducts } from '../api/set-available-products';
import { ProductThumbnail } from '../components/product-thumbnail';
import { ProductStatusBadge } from '../components/status-badge';

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * `admin/users/:id/software` ('manage user'): which software products this
 * user may be given (the specification's per-user available-product
 * permissions). A checklist of every software product, unlisted ones included; below it, the
 * seats the user holds and their personal licenses.
 */
export function UserSoftwarePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const user = useUserSummary(id);
  const products = useAvailableProducts(id);
  const save = useSetAvailableProducts(id);
  const stored = useMemo(() => (products.data ?? []).filter((p) => p.available).map((p) => p.id), [products.data]);
  const [selected, setSelected] = useState<string[]>([]);
  useEffect(() => setSelected(stored), [stored]);
  const dirty = !sameSet(selected, stored);
  useUnsavedChanges(() => dirty && !save.isPending);

  const back = <BackLink to={href('admin/users')}>{t('products.userSoftware.back')}</BackLink>;
  const nameOf = (person: { first_name: string; last_name: string; email: string }) =>
    `${person.first_name} ${person.last_name}`.trim() || person.email;
  const submit = (name: string) =>
    save.mutate(
      { product_ids: selected },
      { onSuccess: () => notifySuccess(t('products.userSoftware.saved', { name })) },
    );

  return (
    <RecordPage query={user} title={t('products.userSoftware.title')} back={back}>
      {(person) => (
        <>
          <PageHeader back={back} title={nameOf(person)} description={t('products.userSoftware.description')} />
          <ScreenTabs group="admin-user" params={{ id }} label={t('products.userSoftware.tabsLabel')} />
          <Card
            withBorder
            radius="lg"
            padding="lg"
            maw={820}
            component="section"
            aria-label={t('products.userSoftware.title')}
          >
            {products.isPending ? (
              <Stack gap="sm" aria-busy="true" aria-label={t('app.loading')}>
                <Skeleton height={48} />
                <Skeleton height={48} />
                <Skeleton height={48} />
              </Stack>
            ) : products.isError ? (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
                <Stack gap="sm" align="flex-start">
                  <Text fz="sm">
                    {isApiError(products.error) ? products.error.message : tMessage('error.something_went_wrong')}
                  </Text>
                  <Button size="xs" variant="light" onClick={() => void products.refetch()}>
                    {t('list.retry')}
                  </Button>
                </Stack>
              </Alert>
            ) : products.data.length === 0 ? (
              <Text c="dimmed" fz="sm">
                {t('products.userSoftware.empty')}
              </Text>
            ) : (
              <Stack gap="md">
                {save.error ? (
                  <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
                    {isApiError(save.error)
                      ? (Object.values(save.error.errors)[0]?.[0] ?? save.error.message)
                      : tMessage('error.something_went_wrong')}
                  </Alert>
                ) : null}
                <Checkbox.Group
                  label={t('products.userSoftware.title')}
                  description={t('products.userSoftware.hint')}
                  value={selected}
                  onChange={setSelected}
                >
                  <Stack gap="sm" mt="sm">
                    {products.data.map((product) => (
                      <Group key={product.id} gap="md" wrap="nowrap" justify="space-between">
                        <Checkbox
                          value={product.id}
                          label={
                            <Group gap="xs" component="span">
                              <span>{product.name}</span>
                              <Text span fz="xs" c="dimmed">
                                {product.sku}
                              </Text>
                            </Group>
                          }
                        />
                        <Group gap="sm" wrap="nowrap">
                          {product.status !== 'active' && <ProductStatusBadge status={product.status} />}
                          <ProductThumbnail url={product.thumbnail_url} alt="" width={48} />
                        </Group>
                      </Group>
                    ))}
                  </Stack>
                </Checkbox.Group>
                <Group justify="space-between">
                  <Badge variant="light" color="gray">
                    {t('products.userSoftware.count', { count: selected.length })}
                  </Badge>
                  <Button
                    onClick={() => submit(nameOf(person))}
                    loading={save.isPending}
                    disabled={save.isPending || !dirty}
                  >
                    {t('products.userSoftware.save')}
                  </Button>
                </Group>
              </Stack>
            )}
          </Card>
          <Box mt="lg">
            <ScreenParts slot="admin-user-software" userId={id} name={nameOf(person)} />
          </Box>
        </>
      )}
    </RecordPage>
  );
}
