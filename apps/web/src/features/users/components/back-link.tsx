import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Back to the users list, or to the organization the screen was opened from. */
export function UsersBackLink({ orgId }: { orgId?: string }) {
  const { t } = useTranslation();
  const to = orgId ? `/admin/organizations/${orgId}/edit` : '/admin/users';
  return (
    <Anchor component={Link} to={to} fz="sm" c="dimmed" w="fit-content">
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={14} aria-hidden />
        {orgId ? t('users.back.organization') : t('users.back.users')}
      </Group>
    </Anchor>
  );
}
