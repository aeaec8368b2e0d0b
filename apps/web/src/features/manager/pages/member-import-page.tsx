import {
  Alert,
  Badge,
  Button,
  Card,
  FileInput,
  Group,
  List,
  Progress,
  ScrollArea,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import {
  MEMBER_IMPORT_COLUMNS,
  MEMBER_IMPORT_MAX_BYTES,
  MEMBER_IMPORT_MAX_ROWS,
  type MemberImport,
  type MemberImportRow,
  type MemberImportRowResult,
} from '@portal/contracts';
import { IconAlertCircle, IconDownload, IconFileTypeCsv, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ManagerScreen } from '../../../components/manager-screen';
import { PageHeader } from '../../../components/page-header';
import { isApiError } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/notify';
import { href } from '../../../lib/screens';
import { importEnded, useImportMembers, useMemberImport, usePreviewMemberImport } from '../api/import-members';
import { AccountDetailsBackLink } from '../components/back-link';

/** The rows the table shows at most: those with problems first. */
const SHOWN_ROWS = 500;
const TEMPLATE = `${MEMBER_IMPORT_COLUMNS.join(',')}\r\njane.doe@example.com,Jane,Doe,trainee\r\njohn.roe@example.com,John,Roe,trainer\r\n`;
const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(TEMPLATE)}`;

/** The server's refusal of the file (on `file`), or of the import, as one message. */
function problemOf(error: unknown): string | null {
  if (!error) return null;
  if (isApiError(error)) return error.errors.file?.[0] ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/** The file's rows, those with problems first: before sending (ready or not) or after (invited or not). */
function RowsTable({ rows, label }: { rows: Array<MemberImportRow | MemberImportRowResult>; label: string }) {
  const { t } = useTranslation();
  const ordered = [...rows].sort((a, b) => Number(b.errors.length > 0) - Number(a.errors.length > 0));
  const shown = ordered.slice(0, SHOWN_ROWS);
  return (
    <Stack gap="xs">
      {shown.length < ordered.length && (
        <Text fz="sm" c="dimmed">
          {t('manager.import.shown', { shown: String(shown.length), total: String(ordered.length) })}
        </Text>
      )}
      {/* Scrolled sideways on a phone: the region takes keyboard focus, so the arrows scroll it. */}
      <ScrollArea type="auto" viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': label }}>
        <Table striped highlightOnHover miw={720} aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('manager.import.row')}</Table.Th>
              <Table.Th scope="col">{t('manager.import.email')}</Table.Th>
              <Table.Th scope="col">{t('manager.import.firstName')}</Table.Th>
              <Table.Th scope="col">{t('manager.import.lastName')}</Table.Th>
              <Table.Th scope="col">{t('manager.import.role')}</Table.Th>
              <Table.Th scope="col">{t('manager.import.problems')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <Table.Tr key={row.row}>
                <Table.Td>{row.row}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-all' }}>{row.email}</Table.Td>
                <Table.Td>{row.first_name}</Table.Td>
                <Table.Td>{row.last_name}</Table.Td>
                <Table.Td>{row.role}</Table.Td>
                <Table.Td>
                  {row.errors.length === 0 ? (
                    <Badge color="teal" variant="light">
                      {'status' in row && row.status === 'invited'
                        ? t('manager.import.invited')
                        : t('manager.import.ok')}
                    </Badge>
                  ) : (
                    <List size="sm" spacing={2} c="red.4">
                      {row.errors.map((error) => (
                        <List.Item key={`${error.field}-${error.message}`}>{error.message}</List.Item>
                      ))}
                    </List>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Stack>
  );
}

/** A queued import: its progress, asked every second, then the outcome of each row. */
function ImportProgress({ started }: { started: MemberImport }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data = started, error } = useMemberImport(started.id, started);
  const ended = importEnded(data);
  const percent = data.total === 0 ? 100 : Math.round((data.processed / data.total) * 100);
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={t('manager.import.progressTitle')}>
      <Stack gap="md">
        <Text fw={600}>{t('manager.import.progressTitle')}</Text>
        <Progress value={percent} aria-label={t('manager.import.progressTitle')} size="lg" />
        <Text fz="sm" aria-live="polite">
          {ended
            ? t('manager.import.finished', {
                invited: data.invited.toLocaleString(),
                failed: data.failed.toLocaleString(),
              })
            : t('manager.import.progress', {
                processed: data.processed.toLocaleString(),
                total: data.total.toLocaleString(),
              })}
        </Text>
        {!ended && <Text fz="sm">{t('manager.import.background')}</Text>}
        {error ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
            {problemOf(error)}
          </Alert>
        ) : null}
        {data.rows && <RowsTable rows={data.rows} label={t('manager.import.results')} />}
        {ended && (
          <Group justify="flex-end">
            <Button onClick={() => navigate(href('manager/account-details'))}>{t('manager.import.back')}</Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

function ImportForm({ organizationName }: { organizationName: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const preview = usePreviewMemberImport();
  const send = useImportMembers();
  const back = href('manager/account-details');

  const choose = (chosen: File | null) => {
    setFile(chosen);
    preview.reset();
    send.reset();
    if (chosen) preview.mutate(chosen);
  };
  const checked = file && preview.data ? preview.data : null;
  const ready = checked !== null && checked.invalid === 0 && checked.valid > 0;
  // A large file goes on as a job: the screen follows it instead of the form.
  const running = send.data && !importEnded(send.data) ? send.data : null;

  return (
    <>
      <PageHeader
        back={<AccountDetailsBackLink />}
        title={t('manager.import.title')}
        description={`${organizationName} · ${t('manager.import.description')}`}
      />
      <Stack gap="lg">
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="md">
            <Text fz="sm" id="member-import-columns">
              {t('manager.import.columns', {
                rows: MEMBER_IMPORT_MAX_ROWS.toLocaleString(),
                size: `${MEMBER_IMPORT_MAX_BYTES / 1024 / 1024} MB`,
              })}
            </Text>
            <Group>
              <Button
                component="a"
                href={TEMPLATE_HREF}
                download="members-template.csv"
                variant="light"
                leftSection={<IconDownload size={16} />}
              >
                {t('manager.import.template')}
              </Button>
            </Group>
            <FileInput
              label={t('manager.import.file')}
              placeholder={t('manager.import.filePlaceholder')}
              accept=".csv,text/csv"
              value={file}
              onChange={choose}
              clearable
              clearButtonProps={{ 'aria-label': t('manager.import.clear') }}
              leftSection={<IconFileTypeCsv size={18} />}
              error={problemOf(preview.error)}
              description={preview.isPending ? t('manager.import.reading') : undefined}
              aria-describedby="member-import-columns"
              // Mantine's placeholder grey is below 4.5:1 on the dark input; the theme's readable grey instead.
              styles={{ placeholder: { color: 'var(--mantine-color-dark-1)' } }}
              maw={520}
            />
          </Stack>
        </Card>

        {running && <ImportProgress started={running} />}
        {checked && !running && (
          <Card withBorder radius="lg" padding="lg">
            <Stack gap="md">
              <Group gap="sm" aria-live="polite">
                <Badge color="teal" variant="light" size="lg">
                  {t('manager.import.summary', { count: checked.valid })}
                </Badge>
                {checked.invalid > 0 && (
                  <Badge color="red" variant="light" size="lg">
                    {t('manager.import.problems', { count: checked.invalid })}
                  </Badge>
                )}
              </Group>
              {checked.invalid > 0 && (
                <Alert color="yellow" variant="light" icon={<IconAlertCircle size={18} />}>
                  {t('manager.import.allOrNothing')}
                </Alert>
              )}
              {send.error ? (
                <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
                  {problemOf(send.error)}
                </Alert>
              ) : null}
              <RowsTable rows={checked.rows} label={t('manager.import.table')} />
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={() => navigate(back)}>
                  {t('manager.import.cancel')}
                </Button>
                <Button
                  leftSection={<IconSend size={16} />}
                  disabled={!ready}
                  loading={send.isPending}
                  onClick={() => {
                    if (!file) return;
                    send.mutate(file, {
                      onSuccess: (result) => {
                        if (!importEnded(result)) return;
                        notifySuccess(t('manager.import.sent', { count: result.invited }));
                        navigate(back);
                      },
                    });
                  }}
                >
                  {t('manager.import.send', { count: checked.valid })}
                </Button>
              </Group>
            </Stack>
          </Card>
        )}
      </Stack>
    </>
  );
}

/** `manager/user/import`: invite many trainees and trainers from a CSV file, after a preview of every row. */
export function MemberImportPage() {
  return <ManagerScreen>{(organization) => <ImportForm organizationName={organization.name} />}</ManagerScreen>;
}
