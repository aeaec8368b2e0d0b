import { ActionIcon, Alert, Select, Tooltip } from '@mantine/core';
import {
  CURRENCIES,
  DEFAULT_CURRENCY,
  SHIPPING_COST_MAX_MINOR,
  type ShippingCost,
  type UpdateShippingCostBody,
  updateShippingCostBody,
} from '@portal/contracts';
import { IconAlertCircle, IconCheck, IconX } from '@tabler/icons-react';
import { createContext, type ReactNode, useContext, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../components/money-input';
import { type ContractFormApi, useContractForm } from '../../../lib/use-contract-form';
import { useUpdateShippingCost } from '../api/update-shipping-cost';

/** The table's cells sit inside `<tr>`s, where a `<form>` may not; the inputs join this one by its id. */
const FORM_ID = 'shipping-cost-edit';

interface Values extends Record<string, unknown> {
  amount: number | '';
  currency: string;
}

interface Editor {
  cost: ShippingCost;
  form: ContractFormApi<Values>;
  cancel: () => void;
}

const EditorContext = createContext<Editor | null>(null);

interface ShippingCostEditorProps {
  /** The row being edited, or null. */
  editing: ShippingCost | null;
  onDone: () => void;
  label: (cost: ShippingCost) => string;
  children: ReactNode;
}

/**
 * Inline editing of one row: wraps the table and provides the edited row's
 * form to its cells. Always mounted (the table below keeps its place when a
 * row starts or stops being edited); the form takes the row's values when the
 * edited row changes.
 */
export function ShippingCostEditor({ editing, onDone, label, children }: ShippingCostEditorProps) {
  const { t } = useTranslation();
  const update = useUpdateShippingCost();
  const form = useContractForm<
    typeof updateShippingCostBody,
    Values,
    { id: string; body: UpdateShippingCostBody },
    ShippingCost
  >(updateShippingCostBody, {
    initialValues: { amount: '', currency: DEFAULT_CURRENCY },
    mutation: update,
    toBody: (values) => ({ id: editing?.id ?? '', body: updateShippingCostBody.parse(values) }),
    successMessage: (saved) => t('shippingCosts.saved', { country: label(saved) }),
    onSuccess: onDone,
  });
  // The form's and the mutation's functions are not all stable from render to render: read them
  // through refs so that only a change of the edited row loads its values (no render loop).
  const formRef = useRef(form.form);
  formRef.current = form.form;
  const resetMutation = useRef(update.reset);
  resetMutation.current = update.reset;
  useEffect(() => {
    const values: Values = editing
      ? { amount: editing.amount, currency: editing.currency }
      : { amount: '', currency: DEFAULT_CURRENCY };
    formRef.current.setInitialValues(values);
    formRef.current.setValues(values);
    formRef.current.clearErrors();
    resetMutation.current();
  }, [editing]);

  const editor = editing ? { cost: editing, form, cancel: onDone } : null;
  return (
    <EditorContext.Provider value={editor}>
      <form
        id={FORM_ID}
        onSubmit={form.onSubmit}
        noValidate
        aria-label={editing ? t('shippingCosts.editing', { country: label(editing) }) : undefined}
      />
      {editing && form.alertMessage && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} mb="md">
          {form.alertMessage}
        </Alert>
      )}
      {children}
    </EditorContext.Provider>
  );
}

function useEditorFor(cost: ShippingCost): Editor | null {
  const editor = useContext(EditorContext);
  return editor && editor.cost.id === cost.id ? editor : null;
}

/** Escape in a field of the edited row cancels the edit. */
const cancelOnEscape = (cancel: () => void) => (event: { key: string }) => {
  if (event.key === 'Escape') cancel();
};

export function AmountCell({ cost, children }: { cost: ShippingCost; children: ReactNode }) {
  const { t } = useTranslation();
  const editor = useEditorFor(cost);
  if (!editor) return <>{children}</>;
  const { form } = editor.form;
  return (
    <MoneyInput
      label={t('shippingCosts.fields.amount')}
      currency={form.values.currency}
      maxMinor={SHIPPING_COST_MAX_MINOR}
      form={FORM_ID}
      required
      {...form.getInputProps('amount')}
      onKeyDown={cancelOnEscape(editor.cancel)}
    />
  );
}

export function CurrencyCell({ cost, children }: { cost: ShippingCost; children: ReactNode }) {
  const { t } = useTranslation();
  const editor = useEditorFor(cost);
  if (!editor) return <>{children}</>;
  return (
    <Select
      label={t('shippingCosts.fields.currency')}
      data={[...CURRENCIES]}
      allowDeselect={false}
      w={110}
      {...editor.form.form.getInputProps('currency')}
      onKeyDown={cancelOnEscape(editor.cancel)}
    />
  );
}

/** Save and cancel in place of the row's actions while it is edited; null otherwise. */
export function EditActions({ cost, label }: { cost: ShippingCost; label: string }) {
  const { t } = useTranslation();
  const editor = useEditorFor(cost);
  if (!editor) return null;
  return (
    <>
      <Tooltip label={t('shippingCosts.save', { country: label })} withArrow>
        <ActionIcon
          type="submit"
          form={FORM_ID}
          variant="filled"
          loading={editor.form.pending}
          aria-label={t('shippingCosts.save', { country: label })}
        >
          <IconCheck size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('shippingCosts.cancel')} withArrow>
        <ActionIcon variant="subtle" color="gray" onClick={editor.cancel} aria-label={t('shippingCosts.cancel')}>
          <IconX size={18} />
        </ActionIcon>
      </Tooltip>
    </>
  );
}
