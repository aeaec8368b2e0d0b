import { Alert, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ContractFormApi } from '../lib/use-contract-form';

interface ContractFormProps<Values extends Record<string, unknown>> {
  form: ContractFormApi<Values>;
  /** Title of the failure alert ("Sign-in failed"). */
  alertTitle?: string;
  children: ReactNode;
  gap?: string;
}

/** The `<form>` of a `useContractForm`: no browser validation bubbles, the one alert on top, fields below. */
export function ContractForm<Values extends Record<string, unknown>>({
  form,
  alertTitle,
  children,
  gap = 'md',
}: ContractFormProps<Values>) {
  return (
    <form onSubmit={form.onSubmit} noValidate>
      <Stack gap={gap}>
        {form.alertMessage && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={alertTitle}>
            {form.alertMessage}
          </Alert>
        )}
        {children}
      </Stack>
    </form>
  );
}
