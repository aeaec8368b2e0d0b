import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Billing } from '@portal/contracts';
import { IconAlertCircle, IconPlayerPlay, IconPlayerStop, IconRefresh } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { formatDay } from '../../../lib/format';
import { tMessage } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { type BillingTransition, useBillingTransition } from '../api/billing-transition';

/**
 * The admin's transitions of a billing, below its facts (`BillingCard`): those that can succeed, each behind a
 * question: cancel (active), reactivate (canceled) and renew now (active and due: the server's `renewable`).
 * A refusal (a renewal another admin made first) shows in the question; a success is a toast.
 */
export function BillingActions({ billing, name }: { billing: Billing; name: string }) {
  const { t } = useTranslation();
  const transition = useBillingTransition();
  const [asking, setAsking] = useState<BillingTransition | null>(null);
  const last = useRef<BillingTransition>('cancel');
  if (asking) last.current = asking;
  const shown = asking ?? last.current;

  const texts: Record<
    BillingTransition,
    { title: string; body: string; confirm: string; done: string; color: string }
  > = {
    cancel: {
      title: t('billing.actions.cancelTitle', { name }),
      body: t('billing.actions.cancelBody'),
      confirm: t('billing.actions.cancelConfirm'),
      done: t('billing.actions.canceled', { name }),
      color: 'red',
    },
    reactivate: {
      title: t('billing.actions.reactivateTitle', { name }),
      body: t('billing.actions.reactivateBody'),
      confirm: t('billing.actions.reactivateConfirm'),
      done: t('billing.actions.reactivated', { name }),
      color: 'teal',
    },
    renew: {
      title: t('billing.actions.renewTitle', { name }),
      body: t('billing.actions.renewBody', { end: formatDay(billing.period_end) }),
      confirm: t('billing.actions.renewConfirm'),
      done: t('billing.actions.renewed', { name }),
      color: 'blue',
    },
  };

  const close = () => {
    transition.reset();
    setAsking(null);
  };
  const confirm = () => {
    if (!asking) return;
    const done = texts[asking].done;
    transition.mutate(
      { id: billing.id, transition: asking },
      {
        onSuccess: () => {
          notifySuccess(done);
          close();
        },
      },
    );
  };

  return (
    <>
      <Group gap="sm" justify="flex-end">
        {billing.renewable ? (
          <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={() => setAsking('renew')}>
            {t('billing.actions.renew')}
          </Button>
        ) : null}
        {billing.status === 'active' ? (
          <Button
            variant="light"
            color="red"
            leftSection={<IconPlayerStop size={16} />}
            onClick={() => setAsking('cancel')}
          >
            {t('billing.actions.cancel')}
          </Button>
        ) : (
          <Button
            variant="light"
            color="teal"
            leftSection={<IconPlayerPlay size={16} />}
            onClick={() => setAsking('reactivate')}
          >
            {t('billing.actions.reactivate')}
          </Button>
        )}
      </Group>
      <Modal
        opened={asking !== null}
        onClose={close}
        title={texts[shown].title}
        centered
        closeButtonProps={{ 'aria-label': t('form.close') }}
      >
        <Stack gap="md">
          <Text fz="sm">{texts[shown].body}</Text>
          {transition.error ? (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} />}
              title={t('billing.actions.refused')}
            >
              {isApiError(transition.error) ? transition.error.message : tMessage('error.something_went_wrong')}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} data-autofocus>
              {t('billing.actions.keep')}
            </Button>
            <Button
              color={texts[shown].color}
              onClick={confirm}
              loading={transition.isPending}
              disabled={transition.isPending || Boolean(transition.error)}
            >
              {texts[shown].confirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
