import { ScrollArea, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../lib/session-user';
import { screens } from '../screens';
import { NavEntry } from './nav-entry';
import { navigationFor } from './nav-items';

function GroupLabel({ children }: { children: string }) {
  return (
    <Text component="h2" fz={11} fw={700} tt="uppercase" c="dimmed" lts={0.8} px="sm" mt="md" mb={4}>
      {children}
    </Text>
  );
}

/**
 * Only the sections the user's roles open and the screens their permissions
 * open are listed; hiding the rest beats a wall of "access denied".
 */
export function AppNavbar({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const groups = navigationFor(user, screens);

  return (
    <ScrollArea type="scroll" style={{ flex: 1 }}>
      <Stack gap={2} component="nav" aria-label={t('nav.label')}>
        {groups.map((group) => (
          <Stack gap={2} key={group.group}>
            <GroupLabel>{t(group.labelKey)}</GroupLabel>
            {group.items.map((item) => (
              <NavEntry key={item.labelKey} item={item} onNavigate={onNavigate} />
            ))}
          </Stack>
        ))}
      </Stack>
    </ScrollArea>
  );
}
