import { Group, Text, ThemeIcon } from '@mantine/core';
import { PRODUCT_NAME } from '@portal/contracts/basics';
import { IconStethoscope } from '@tabler/icons-react';

interface BrandMarkProps {
  size?: 'sm' | 'lg';
}

export function BrandMark({ size = 'sm' }: BrandMarkProps) {
  const large = size === 'lg';
  return (
    <Group gap={large ? 'sm' : 'xs'} wrap="nowrap">
      <ThemeIcon
        size={large ? 40 : 30}
        radius="md"
        variant="gradient"
        gradient={{ from: 'teal.7', to: 'cyan.7', deg: 135 }}
      >
        <IconStethoscope size={large ? 24 : 18} stroke={1.8} />
      </ThemeIcon>
      <Text component="span" fw={700} fz={large ? 26 : 19} lts={-0.3}>
        {PRODUCT_NAME}
      </Text>
    </Group>
  );
}
