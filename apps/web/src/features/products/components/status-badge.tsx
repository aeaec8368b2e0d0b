import { Badge } from '@mantine/core';
import type { ProductStatus } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

const colors: Record<ProductStatus, string> = { active: 'teal', coming_soon: 'yellow', unlisted: 'gray' };

/** Active, coming soon or unlisted (products and themes alike). */
export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  const { t } = useTranslation();
  return (
    // The label keeps its full width: Mantine's ellipsis let a narrow table column cut "Coming soon" short.
    <Badge
      color={colors[status]}
      variant="light"
      radius="sm"
      style={{ flexShrink: 0, overflow: 'visible' }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {t(`products.status.${status}`)}
    </Badge>
  );
}
