import { Alert, Avatar, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { type CurrentUser, currentUser, dataEnvelope, type OrganizationPerson } from '@portal/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AccountStatusBadge } from '../../../components/account-status-badge';
import { isNoOrganization, ManagerScreen, NoOrganization } from '../../../components/manager-screen';
import { PageHeader } from '../../../components/page-header';
import { SectionCard } from '../../../components/section-card';
import { api } from '../../../lib/api-client';
import { href } from '../../../lib/screens';
import { updateSessionUser } from '../../../lib/session-cache';
import { fullName, useSessionUser } from '../../../lib/session-user';
import { useLicenseManager } from '../api/get-license-manager';
import { managerQueryKey } from '../api/keys';
import { HandoverForm } from '../components/handover-form';

const initials = (person: OrganizationPerson) =>
  `${person.first_name.charAt(0)}${person.last_name.charAt(0)}`.toUpperCase() || person.email.charAt(0).toUpperCase();

const sessionEnvelope = dataEnvelope(currentUser);

/**
 * After a handover the caller holds no manager role any more: take the fresh
 * session user (`GET /api/auth/authorized`) and leave the section. The new user
 * is put in place only once this screen has gone (its unmount, after the
 * getting-started page is committed): set while the section's guard is still on
 * screen, it would answer "access denied" under the user's feet.
 */
function useLeaveSection() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const fresh = useRef<CurrentUser | null>(null);
  useEffect(
    () => () => {
      if (!fresh.current) return;
      updateSessionUser(queryClient, fresh.current);
      queryClient.removeQueries({ queryKey: managerQueryKey });
    },
    [queryClient],
  );
  return async () => {
    fresh.current = sessionEnvelope.parse(await api.get<unknown>('/auth/authorized')).data;
    await navigate(href('getting-started'), { replace: true });
  };
}

function CurrentManager({ manager }: { manager: OrganizationPerson }) {
  const { t } = useTranslation();
  const me = useSessionUser();
  return (
    <Group gap="md" wrap="nowrap">
      <Avatar color="cyan" radius="xl" aria-hidden>
        {initials(manager)}
      </Avatar>
      <Stack gap={2}>
        <Group gap="xs">
          <Text fw={600}>{fullName(manager)}</Text>
          {manager.status !== 'active' && <AccountStatusBadge status={manager.status} />}
        </Group>
        <Text c="dimmed" fz="sm">
          {manager.email}
        </Text>
        {manager.id === me.id && (
          <Text c="dimmed" fz="sm">
            {t('manager.licenseManager.you')}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

function LicenseManager({ organizationName }: { organizationName: string }) {
  const { t } = useTranslation();
  const me = useSessionUser();
  const query = useLicenseManager();
  const leave = useLeaveSection();
  if (isNoOrganization(query.error)) return <NoOrganization />;

  const manager = query.data;
  let current: React.ReactNode;
  if (query.isPending) current = <Skeleton height={48} radius="md" />;
  else if (query.error) {
    current = (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
        <Stack gap="sm" align="flex-start">
          <Text fz="sm">{t('manager.licenseManager.loadFailed')}</Text>
          <Button size="xs" variant="light" onClick={() => void query.refetch()}>
            {t('list.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (!manager) {
    current = (
      <Text c="dimmed" fz="sm">
        {t('manager.licenseManager.none')}
      </Text>
    );
  } else current = <CurrentManager manager={manager} />;

  // The role is the holder's to hand over (a super-admin placed in the section may too).
  const mayHandOver = !query.isPending && (manager?.id === me.id || me.roles.includes('super-admin'));

  return (
    <>
      <PageHeader
        title={t('manager.licenseManager.title')}
        description={t('manager.licenseManager.description', { organization: organizationName })}
      />
      <Stack gap="lg" maw={820}>
        <SectionCard title={t('manager.licenseManager.current')}>{current}</SectionCard>
        {mayHandOver && (
          <SectionCard title={t('manager.licenseManager.handOver')}>
            <Text c="dimmed" fz="sm" mb="md">
              {t('manager.licenseManager.handOverHint')}
            </Text>
            <HandoverForm organizationName={organizationName} onHandedOver={() => void leave()} />
          </SectionCard>
        )}
      </Stack>
    </>
  );
}

/** `manager/license-manager`: who holds the role, and handing it to another active member. */
export function LicenseManagerPage() {
  return <ManagerScreen>{(organization) => <LicenseManager organizationName={organization.name} />}</ManagerScreen>;
}
