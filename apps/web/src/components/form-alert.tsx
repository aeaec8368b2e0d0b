import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { formAlertMessage } from '../lib/forms';

interface FormAlertProps {
  error: unknown;
  /** The form's own fields: a 422 about them shows on the fields instead. */
  fields: readonly string[];
  title?: string;
}

/** A failed request's message above a form, unless the fields already say it. */
export function FormAlert({ error, fields, title }: FormAlertProps) {
  const message = formAlertMessage(error, fields);
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={title}>
      {message}
    </Alert>
  );
}
