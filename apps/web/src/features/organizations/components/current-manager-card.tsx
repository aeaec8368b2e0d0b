import { Alert, Avatar, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { OrganizationPerson } from '@portal/contracts';
import { IconAlertCircle, IconUserOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { isApiError } from '../../../lib/api-error';
import { tMessage } from '../../../lib/i18n';
import { fullName } from '../../../lib/session-user';
import { useRemoveLicenseManager } from '../api/remove-license-manager';

interface CurrentManagerCardProps {
  organizationId: string;
  organizationName: string;
  manager: OrganizationPerson | null | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}

const initials = (person: OrganizationPerson) =>
  `${person.first_name.charAt(0)}${person.last_name.charAt(0)}`.toUpperCase() || person.email.charAt(0).toUpperCase();

/** Who manages the organization's licenses now, and the way to remove them (with a question first). */
export function CurrentManagerCard({
  organizationId,
  organizationName,
  manager,
  loading,
  error,
  onRetry,
}: CurrentManagerCardProps) {
  const { t } = useTranslation();
  const remove = useRemoveLicenseManager(organizationId);
  const [confirming, setConfirming] = useState(false);

  let body: React.ReactNode;
  if (loading) body = <Skeleton height={48} radius="md" />;
  else if (error) {
    body = (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
        <Stack gap="sm" align="flex-start">
          <Text fz="sm">{isApiError(error) ? error.message : tMessage('error.something_went_wrong')}</Text>
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('list.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (!manager) {
    body = (
      <Text c="dimmed" fz="sm">
        {t('organizations.licenseManager.none')}
      </Text>
    );
  } else {
    body = (
      <Group justify="space-between" align="center" gap="md">
        <Group gap="md" wrap="nowrap">
          <Avatar color="cyan" radius="xl" aria-hidden>
            {initials(manager)}
          </Avatar>
          <Stack gap={2}>
            <Group gap="xs">
              <Text fw={600}>{fullName(manager)}</Text>
              {manager.status === 'inactive' && (
                <Badge size="sm" variant="light" color="yellow">
                  {t('organizations.licenseManager.pending')}
                </Badge>
              )}
            </Group>
            <Text c="dimmed" fz="sm">
              {manager.email}
            </Text>
          </Stack>
        </Group>
        <Button variant="light" color="red" leftSection={<IconUserOff size={16} />} onClick={() => setConfirming(true)}>
          {t('organizations.licenseManager.remove')}
        </Button>
      </Group>
    );
  }

  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="section"
      aria-label={t('organizations.licenseManager.current')}
    >
      <Title order={2} fz="lg" mb="md">
        {t('organizations.licenseManager.current')}
      </Title>
      {body}
      <ConfirmDeleteModal
        target={confirming && manager ? manager : null}
        mutation={remove}
        variables={() => undefined}
        title={t('organizations.licenseManager.removeTitle')}
        body={(person) =>
          t('organizations.licenseManager.removeBody', { name: fullName(person), organization: organizationName })
        }
        confirmLabel={t('organizations.licenseManager.removeConfirm')}
        doneMessage={(person) => t('organizations.licenseManager.removed', { name: fullName(person) })}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
