import { Anchor, Button, Stack, Text } from '@mantine/core';
import type { AdminUser } from '@portal/contracts';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../../lib/screens';
import { fullName } from '../../../lib/session-user';
import { useExportUserData } from '../api/export-user-data';

/** "Personal data": export everything the portal holds about the user (GDPR art. 15 and 20), for the admin. */
export function ExportDataSection({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const exportData = useExportUserData(user.id);
  return (
    <Stack gap="sm" align="flex-start">
      <Text c="dimmed" fz="sm">
        {t('users.dataExport.body', { name: fullName(user) })}
      </Text>
      <Button
        variant="light"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={exportData.isPending}
        disabled={exportData.isSuccess}
        onClick={() => exportData.mutate()}
      >
        {t('users.dataExport.button')}
      </Button>
      {exportData.isSuccess && (
        <Text fz="sm" role="status">
          {t('users.dataExport.preparing')}{' '}
          <Anchor component={Link} to={href('profile')}>
            {t('users.dataExport.profileLink')}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
