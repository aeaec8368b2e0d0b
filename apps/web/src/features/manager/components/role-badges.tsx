import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { roleKey } from '../../../lib/roles';

/** A member's roles; the license manager stands out. */
export function RoleBadges({ roles }: { roles: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      {roles.map((role) => {
        const key = roleKey(role);
        return (
          <Badge
            key={role}
            miw="max-content"
            size="sm"
            variant="light"
            color={role === 'license-manager' ? 'cyan' : 'blue'}
            radius="sm"
          >
            {key ? t(key) : role}
          </Badge>
        );
      })}
    </Group>
  );
}
