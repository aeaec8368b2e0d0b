import { Card, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One figure with its label ("Total training time: 12.5 h"). */
export function StatCard({ label, value, hint }: { label: string; value: ReactNode; hint?: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Text c="dimmed" fz="sm" fw={600}>
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2} mt={4}>
        {value}
      </Text>
      {hint && (
        <Text c="dimmed" fz="sm" mt={2}>
          {hint}
        </Text>
      )}
    </Card>
  );
}
