import { Badge } from '@mantine/core';
import type { BenchmarkStatus } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

const colors: Record<BenchmarkStatus, string> = { draft: 'gray', active: 'teal', retired: 'dark' };

export function BenchmarkStatusBadge({ status }: { status: BenchmarkStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={colors[status]} variant="light">
      {t(`benchmarks.status.${status}`)}
    </Badge>
  );
}
