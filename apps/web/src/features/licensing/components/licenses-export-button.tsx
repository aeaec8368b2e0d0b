import { Button } from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { licensesExportHref } from '../api/manager-licenses';

/** The CSV of the organization's licenses and seats: a plain link, the browser downloads the streamed file. */
export function LicensesExportButton() {
  const { t } = useTranslation();
  return (
    <Button
      component="a"
      href={licensesExportHref}
      download
      variant="light"
      leftSection={<IconFileTypeCsv size={18} />}
    >
      {t('managerLicensing.licenses.export')}
    </Button>
  );
}
