/**
 * A screen that shows one record: a skeleton while it loads, "not found" for a
 * 404, "not yours" for a 403, the error with a retry for anything else, and the screen itself once the
 * record is there. The failure states keep the page's header and back link, so
 * the way back is always on screen.
 *
 * ```tsx
 * export function UserEditPage() {
 *   const { id = '' } = useParams();
 *   const query = useUser(id);                          // its queryOptions set meta: { handlesErrors: true }
 *   return (
 *     <RecordPage query={query} title={t('users.editPage.title')}
 *       back={<BackLink to={href('admin/users')}>{t('users.back.users')}</BackLink>}>
 *       {(user) => (<><PageHeader back={…} title={fullName(user)} /> …</>)}
 *     </RecordPage>
 *   );
 * }
 * ```
 */
import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api-error';
import { PageHeader } from './page-header';

/** What RecordPage reads of a query (TanStack's `UseQueryResult` has it). */
export interface RecordQuery<T> {
  data: T | undefined;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface RecordPageProps<T> {
  query: RecordQuery<T>;
  /** The header while it cannot show the record's own ("Edit user"). */
  title: string;
  back?: ReactNode;
  /** What a 404 says; default "It does not exist (any more)." */
  notFound?: string;
  /** What a 403 says (another organization's record); default "It is not yours to open." */
  forbidden?: string;
  /** What any other failure says; default "It could not be loaded." */
  loadFailed?: string;
  children: (record: T) => ReactNode;
}

export function RecordPage<T>({ query, title, back, notFound, forbidden, loadFailed, children }: RecordPageProps<T>) {
  const { t } = useTranslation();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isPending) {
    return (
      <Stack gap="lg" aria-busy="true" aria-label={t('app.loading')}>
        <Skeleton height={14} width={160} />
        <Skeleton height={34} width={320} />
        <Skeleton height={360} radius="lg" />
      </Stack>
    );
  }
  const status = isApiError(query.error) ? query.error.status : 0;
  // Not found and not yours are answers, not failures: nothing to retry.
  const answered = status === 404 || status === 403;
  const message =
    status === 404
      ? (notFound ?? t('record.notFound'))
      : status === 403
        ? (forbidden ?? t('record.forbidden'))
        : (loadFailed ?? t('record.loadFailed'));
  return (
    <>
      <PageHeader back={back} title={title} />
      <Alert color={answered ? 'gray' : 'red'} variant="light" icon={<IconAlertCircle size={18} />}>
        <Stack gap="sm" align="flex-start">
          <Text fz="sm">{message}</Text>
          {!answered && (
            <Button size="xs" variant="light" onClick={() => void query.refetch()}>
              {t('list.retry')}
            </Button>
          )}
        </Stack>
      </Alert>
    </>
  );
}
