import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** "Back to releases", to the product's list when there is one. */
export function BackToReleases({ productId }: { productId?: string | null }) {
  const { t } = useTranslation();
  const to = productId ? `/admin/releases?filter[product_id]=${productId}` : '/admin/releases';
  return (
    <Anchor component={Link} to={to} fz="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden />
        {t('releases.back')}
      </Group>
    </Anchor>
  );
}
