import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The link above a page's title, back to where the screen was opened from;
 * `PageHeader`'s and `RecordPage`'s `back`.
 *
 * ```tsx
 * <BackLink to={href('admin/users')}>{t('users.back.users')}</BackLink>
 * ```
 */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} fz="sm" c="dimmed" w="fit-content">
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={14} aria-hidden />
        {children}
      </Group>
    </Anchor>
  );
}
