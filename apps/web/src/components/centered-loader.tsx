import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function CenteredLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" role="status" aria-label={t('app.loading')}>
      <Loader color="teal" type="dots" />
    </Center>
  );
}
