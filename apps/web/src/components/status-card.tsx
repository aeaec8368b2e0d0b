import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PublicCard } from './public-card';

interface StatusCardProps {
  icon: ReactNode;
  color?: string;
  title: string;
  message?: ReactNode;
  children?: ReactNode;
}

/** A public page that reports one outcome (mail sent, link expired) and offers the next step. */
export function StatusCard({ icon, color = 'teal', title, message, children }: StatusCardProps) {
  return (
    <PublicCard>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={56} radius="xl" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <Title order={1} fz={24}>
          {title}
        </Title>
        {message && <Text c="dimmed">{message}</Text>}
        {children && (
          <Stack gap="sm" w="100%" mt="xs" ta="left">
            {children}
          </Stack>
        )}
      </Stack>
    </PublicCard>
  );
}
