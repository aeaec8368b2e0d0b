import '@mantine/core/styles/Progress.css';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { PASSWORD_MIN_LENGTH } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

const rules = [
  (v: string) => v.length >= PASSWORD_MIN_LENGTH,
  (v: string) => /[A-Z]/.test(v),
  (v: string) => /[a-z]/.test(v),
  (v: string) => /[0-9]/.test(v),
  (v: string) => /[^A-Za-z0-9]/.test(v),
];

/**
 * A meter for the contract's composition rule (8+, upper, lower, digit, special).
 * "Strong" means the rule is met; the server may still refuse a common password.
 */
export function PasswordStrength({ value }: { value: string }) {
  const { t } = useTranslation();
  if (!value) return null;
  const met = rules.filter((rule) => rule(value)).length;
  const level = met === rules.length ? 'strong' : met >= 3 ? 'fair' : 'weak';
  const color = { strong: 'teal', fair: 'yellow', weak: 'red' }[level];
  return (
    <Stack gap={4} mt={-6}>
      <Progress value={(met / rules.length) * 100} color={color} size={4} aria-hidden />
      <Group justify="flex-end">
        <Text fz="xs" c={`${color}.4`} aria-live="polite">
          {t('password.strength', { level: t(`password.levels.${level}`) })}
        </Text>
      </Group>
    </Stack>
  );
}
