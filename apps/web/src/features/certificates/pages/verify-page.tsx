// A public screen: the component styles it uses beyond the first screens' (app/styles/first-screens.ts).
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Table.css';
import { Badge, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconCertificate, IconCertificateOff, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PublicCard } from '../../../components/public-card';
import { StatusCard } from '../../../components/status-card';
import { isApiError } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format';
import { useCertificateVerification } from '../api/certificates';
import { useAchievementText } from '../components/achievement-text';

/**
 * `verify/:code`: public, signed out too. Valid or revoked (with the date and reason), the holder, the organization,
 * the achievement and the date; nothing else.
 */
export function VerifyCertificatePage() {
  const { t } = useTranslation();
  const achievementText = useAchievementText();
  const { code = '' } = useParams();
  const verification = useCertificateVerification(code);

  if (verification.isError) {
    const throttled = isApiError(verification.error) && verification.error.status === 429;
    return (
      <StatusCard
        icon={<IconSearch size={28} />}
        color="orange"
        title={t(throttled ? 'certificates.verify.throttledTitle' : 'certificates.verify.notFoundTitle')}
        message={throttled ? verification.error.message : t('certificates.verify.notFoundMessage')}
      />
    );
  }
  const data = verification.data;
  if (!data) {
    return (
      <PublicCard>
        <Group justify="center">
          <Loader aria-label={t('certificates.verify.title')} />
        </Group>
      </PublicCard>
    );
  }
  const valid = data.status === 'valid';
  const achievement = achievementText(data.achievement);
  const rows: Array<[string, string]> = [
    [t('certificates.verify.holder'), data.holder_name],
    [t('certificates.verify.organization'), data.organization_name ?? '—'],
    [t('certificates.verify.achievement'), `${achievement.name} (${achievement.versions})`],
    [t('certificates.verify.issued'), formatDate(data.issued_at)],
    [t('certificates.verify.number'), data.number],
  ];

  return (
    <PublicCard width="document">
      <Stack gap="md">
        <Text c="dimmed" fz="sm">
          {t('certificates.verify.title')}
        </Text>
        <Group gap="sm">
          {valid ? <IconCertificate size={32} aria-hidden /> : <IconCertificateOff size={32} aria-hidden />}
          <Title order={1} fz={26}>
            {t(valid ? 'certificates.verify.valid' : 'certificates.verify.revoked')}
          </Title>
          <Badge color={valid ? 'teal' : 'red'} variant="light">
            {t(valid ? 'certificates.status.valid' : 'certificates.status.revoked')}
          </Badge>
        </Group>
        {!valid && (
          <Text c="red.4" fw={600}>
            {t('certificates.verify.revokedOn', {
              date: formatDate(data.revoked_at),
              reason: data.revocation_reason ?? '',
            })}
          </Text>
        )}
        <Table variant="vertical" withTableBorder>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={160}>{label}</Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text c="dimmed" fz="xs">
          {t('certificates.verify.offline')}
        </Text>
      </Stack>
    </PublicCard>
  );
}
