import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { roleKey } from '../lib/roles';

const ROLE_COLORS: Record<string, string> = { 'super-admin': 'grape', 'license-manager': 'cyan' };

/** A user's roles as badges; the super-admin and the license manager stand out. */
export function RoleBadges({ roles }: { roles: readonly string[] }) {
  const { t } = useTranslation();
  if (roles.length === 0) return <span aria-hidden>—</span>;
  return (
    <Group gap={4} wrap="nowrap">
      {roles.map((role) => {
        const key = roleKey(role);
        return (
          <Badge key={role} miw="max-content" size="sm" variant="light" color={ROLE_COLORS[role] ?? 'blue'} radius="sm">
            {key ? t(key) : role}
          </Badge>
        );
      })}
    </Group>
  );
}
