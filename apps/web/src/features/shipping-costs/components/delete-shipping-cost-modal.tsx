import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ShippingCost } from '@portal/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { tMessage } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteShippingCost } from '../api/delete-shipping-cost';

interface DeleteShippingCostModalProps {
  cost: ShippingCost | null;
  /** The country's name in the UI's language. */
  label: string;
  /** The default's amount, formatted: what the country pays afterwards. */
  fallback: string | null;
  onClose: () => void;
}

export function DeleteShippingCostModal({ cost, label, fallback, onClose }: DeleteShippingCostModalProps) {
  const { t } = useTranslation();
  const remove = useDeleteShippingCost();
  const close = () => {
    remove.reset();
    onClose();
  };
  const failure = remove.error
    ? isApiError(remove.error)
      ? remove.error.message
      : tMessage('error.something_went_wrong')
    : null;

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('form.close') }}
      opened={cost !== null}
      onClose={close}
      title={t('shippingCosts.delete.title', { country: label })}
      centered
    >
      <Stack gap="md">
        <Text>
          {fallback
            ? t('shippingCosts.delete.body', { country: label, fallback })
            : t('shippingCosts.delete.bodyNoDefault', { country: label })}
        </Text>
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('shippingCosts.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => {
              if (!cost) return;
              remove.mutate(cost.id, {
                onSuccess: () => {
                  notifySuccess(t('shippingCosts.delete.done', { country: label }));
                  close();
                },
              });
            }}
          >
            {t('shippingCosts.delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
