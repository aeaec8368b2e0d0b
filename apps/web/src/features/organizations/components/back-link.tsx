import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export const ORGANIZATIONS_PATH = '/admin/organizations';

/** Paths of one organization's screens. */
export const organizationPath = (id: string, screen: 'edit' | 'account-details' | 'license-manager') =>
  `${ORGANIZATIONS_PATH}/${encodeURIComponent(id)}/${screen}`;

export function OrganizationsBackLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={ORGANIZATIONS_PATH} fz="sm" c="dimmed" w="fit-content">
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={14} aria-hidden />
        {t('organizations.back')}
      </Group>
    </Anchor>
  );
}
