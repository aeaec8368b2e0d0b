import type { ShippingCost } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { useDeleteShippingCost } from '../api/delete-shipping-cost';

interface DeleteShippingCostModalProps {
  cost: ShippingCost | null;
  /** The country's name in the UI's language. */
  label: string;
  /** The default's amount, formatted: what the country pays afterwards. */
  fallback: string | null;
  onClose: () => void;
}

/** `ConfirmDeleteModal` with the shipping costs' texts: it says what the country pays afterwards. */
export function DeleteShippingCostModal({ cost, label, fallback, onClose }: DeleteShippingCostModalProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDeleteModal
      target={cost}
      mutation={useDeleteShippingCost()}
      variables={(target) => target.id}
      title={t('shippingCosts.delete.title', { country: label })}
      body={() =>
        fallback
          ? t('shippingCosts.delete.body', { country: label, fallback })
          : t('shippingCosts.delete.bodyNoDefault', { country: label })
      }
      confirmLabel={t('shippingCosts.delete.confirm')}
      doneMessage={t('shippingCosts.delete.done', { country: label })}
      onClose={onClose}
    />
  );
}
