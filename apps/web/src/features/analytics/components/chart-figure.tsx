import '@mantine/charts/styles.layer.css';
import { Card, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface ChartFigureProps {
  title: string;
  /** What the chart shows in words (read by screen readers, shown to everyone under the title). */
  summary?: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** A chart's card: a titled figure whose name and summary say what the picture shows. */
export function ChartFigure({ title, summary, actions, children }: ChartFigureProps) {
  return (
    <Card withBorder radius="lg" padding="lg" component="figure" m={0} aria-label={title}>
      <Title order={2} fz="lg" mb={summary ? 4 : 'md'}>
        {title}
      </Title>
      {summary && (
        <Text component="figcaption" c="dimmed" fz="sm" mb="md">
          {summary}
        </Text>
      )}
      {actions}
      {children}
    </Card>
  );
}
