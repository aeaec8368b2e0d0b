import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { formatDate } from '../../../lib/format';
import { certificatePaths, useOwnCertificates } from '../api/certificates';
import { useAchievementText } from '../components/achievement-text';
import { CertificateStatusBadge } from '../components/certificate-status-badge';

/**
 * `trainee/certificates`: the own certificates, each with its status (valid, revoked, or maintenance due when the
 * readiness lapsed since: a certificate is never revoked for that), its PDF and its public verification page.
 */
export function OwnCertificatesPage() {
  const { t } = useTranslation();
  const achievementText = useAchievementText();
  const certificates = useOwnCertificates();
  const rows = certificates.data ?? [];

  return (
    <>
      <PageHeader title={t('certificates.own.title')} description={t('certificates.own.description')} />
      {certificates.isSuccess && rows.length === 0 && (
        <Card withBorder padding="lg">
          <Title order={2} fz="lg">
            {t('certificates.own.emptyTitle')}
          </Title>
          <Text c="dimmed" mt={4}>
            {t('certificates.own.emptyMessage')}
          </Text>
        </Card>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {rows.map((certificate) => {
          const achievement = achievementText(certificate.achievement);
          return (
            <Card key={certificate.id} withBorder padding="lg" component="article" aria-labelledby={certificate.id}>
              <Stack gap="xs">
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Title order={2} fz="lg" id={certificate.id}>
                    {achievement.name}
                  </Title>
                  <CertificateStatusBadge status={certificate.status} />
                </Group>
                <Text fz="sm">{t('certificates.own.number', { number: certificate.number })}</Text>
                <Text fz="sm">{t('certificates.own.issued', { date: formatDate(certificate.issued_at) })}</Text>
                <Text fz="sm" c="dimmed">
                  {achievement.versions}
                </Text>
                {certificate.status === 'maintenance_due' && (
                  <Text fz="sm" c="yellow.4">
                    {t('certificates.own.maintenanceHint')}
                  </Text>
                )}
                {certificate.status === 'revoked' && (
                  <Text fz="sm" c="red.4">
                    {t('certificates.own.revokedHint', {
                      date: formatDate(certificate.revoked_at),
                      reason: certificate.revocation_reason ?? '',
                    })}
                  </Text>
                )}
                <Group gap="sm" mt="xs">
                  <Button
                    component="a"
                    href={certificatePaths.ownPdf(certificate.id)}
                    download
                    leftSection={<IconFileTypePdf size={18} />}
                    aria-label={t('certificates.own.downloadLabel', { number: certificate.number })}
                  >
                    {t('certificates.own.download')}
                  </Button>
                  <Anchor href={certificate.verification_url} target="_blank" rel="noopener">
                    {t('certificates.own.verify')}
                  </Anchor>
                </Group>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </>
  );
}
