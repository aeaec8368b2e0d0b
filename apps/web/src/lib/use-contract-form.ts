/**
 * The one form hook: Mantine form over a contract's zod schema (the rules and
 * messages the server answers 422 with), sent through a feature's mutation.
 * A 422 lands under its fields, any other failure in the form's one alert, the
 * submit button is disabled while pending, a toast says it worked, and leaving
 * with unsaved changes asks first (route changes and closing the tab; the
 * question is `components/unsaved-changes-guard.tsx`, mounted in the app shell).
 *
 * ```tsx
 * const invite = useInviteUser();                 // useMutation(..., { meta: { handlesErrors: true } })
 * const cf = useContractForm(inviteUserBody, {
 *   initialValues: { email: '', first_name: '', last_name: '', role: 'trainee', organization_id: null },
 *   mutation: invite, successMessage: t('users.invite.sent'), onSuccess: () => navigate('/admin/users'),
 * });
 * return <ContractForm form={cf}><TextInput {...cf.form.getInputProps('email')} label="Email" />
 *   <Button {...cf.submitProps}>Invite</Button></ContractForm>;
 * ```
 *
 * The mutation should set `meta: { handlesErrors: true }`: the form shows its
 * errors, so the global toast would only repeat them.
 */
import { type UseFormReturnType, useForm } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, useRef } from 'react';
import type { z } from 'zod';
import { contractValidator, formAlertMessage, serverFieldErrors } from './forms';
import { notifySuccess } from './notify';
import { useUnsavedChanges } from './unsaved-changes';

/** Keys of a schema's input, of every variant of a union schema. */
type SchemaFields<S> = S extends z.ZodType ? keyof z.input<S> : never;

/**
 * The form's values, tied to its schema: every field must be one of the schema's
 * (a misspelt or stale field fails to compile, as `emial: never`).
 */
export type FieldsOf<S, Values> = string extends SchemaFields<S> | keyof Values
  ? Values // a schema or values typed loosely (a record) cannot be checked by name
  : Values & { [K in Exclude<keyof Values, SchemaFields<S>>]: never };

export interface ContractFormOptions<Values, Body, Result> {
  initialValues: Values;
  // biome-ignore lint/suspicious/noExplicitAny: any mutation context
  mutation: UseMutationResult<Result, unknown, Body, any>;
  /** The request body; by default the schema's output for the values (trimmed, defaults applied). */
  toBody?: (values: Values) => Body;
  /** After a save: the answer, the form's values and the body that was sent (trimmed, lower-cased…). */
  onSuccess?: (result: Result, values: Values, body: Body) => void;
  /** Called after a failure has been shown (422 on the fields, the rest in the alert). */
  onError?: (error: unknown) => void;
  successMessage?: string | ((result: Result) => string);
  /** Cross-field checks zod skips while a field is invalid, e.g. `passwordConfirmation` (lib/forms.ts). */
  extraValidate?: (values: Values) => Record<string, string | undefined>;
  /** Ask before leaving with unsaved changes (default true; off for sign-in). */
  confirmLeave?: boolean;
  /** Show the alert even when the 422 concerns only the form's fields (sign-in: "credentials incorrect"). */
  alertFieldErrors?: boolean;
  /** The fields the form shows (a 422 about another, e.g. a link's hidden token, goes to the alert); default all. */
  fields?: ReadonlyArray<keyof Values & string>;
}

export interface ContractFormApi<Values extends Record<string, unknown>> {
  form: UseFormReturnType<Values>;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  error: unknown;
  /** What the form's alert says, or null. */
  alertMessage: string | null;
  /** Spread on the submit button. */
  submitProps: { type: 'submit'; loading: boolean; disabled: boolean };
}

export function useContractForm<S extends z.ZodType, Values extends Record<string, unknown>, Body, Result>(
  /** The contract's schema; it may change between renders (a form with two modes). */
  schema: S,
  options: ContractFormOptions<Values, Body, Result> & { initialValues: FieldsOf<S, Values> },
): ContractFormApi<Values> {
  const { mutation, confirmLeave = true } = options;
  const fields: readonly string[] = options.fields ?? Object.keys(options.initialValues);
  const current = useRef({ schema, extraValidate: options.extraValidate });
  current.current = { schema, extraValidate: options.extraValidate };
  // Set on success so the navigation that usually follows is not questioned; cleared by the next edit.
  const saved = useRef(false);
  const form = useForm<Values>({
    initialValues: options.initialValues,
    validate: (values) => contractValidator<Values>(current.current.schema, current.current.extraValidate)(values),
    onValuesChange: () => {
      saved.current = false;
    },
  });

  // The app shell's UnsavedChangesGuard asks before leaving while this is true.
  useUnsavedChanges(() => confirmLeave && !saved.current && form.isDirty());

  const onSubmit = form.onSubmit((values) => {
    if (mutation.isPending) return;
    const body = options.toBody ? options.toBody(values) : (schema.parse(values) as Body);
    mutation.mutate(body, {
      onSuccess: (result) => {
        saved.current = true;
        form.resetDirty(values);
        const message =
          typeof options.successMessage === 'function' ? options.successMessage(result) : options.successMessage;
        if (message) notifySuccess(message);
        options.onSuccess?.(result, values, body);
      },
      onError: (error) => {
        form.setErrors(serverFieldErrors(error, fields));
        options.onError?.(error);
      },
    });
  });

  const error = mutation.error;
  const alertMessage = options.alertFieldErrors ? formAlertMessage(error, []) : formAlertMessage(error, fields);

  return {
    form,
    onSubmit,
    pending: mutation.isPending,
    error,
    alertMessage,
    submitProps: { type: 'submit', loading: mutation.isPending, disabled: mutation.isPending },
  };
}
