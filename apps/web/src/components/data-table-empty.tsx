import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface DataTableEmpty {
  title: string;
  message?: string;
  /** What to do next: "Clear filters", "Invite user", … */
  action?: ReactNode;
}

/** What an empty list says, with the way on. */
export function DataTableEmptyState({ empty }: { empty: DataTableEmpty }) {
  return (
    <Stack align="center" gap="xs" py="xl" style={{ whiteSpace: 'normal' }}>
      <ThemeIcon size={44} radius="xl" variant="light" color="gray">
        <IconSearchOff size={22} />
      </ThemeIcon>
      <Text fw={600}>{empty.title}</Text>
      {empty.message && (
        <Text c="dimmed" fz="sm" ta="center" maw={420}>
          {empty.message}
        </Text>
      )}
      {empty.action}
    </Stack>
  );
}
