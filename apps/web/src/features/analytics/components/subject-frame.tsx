import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { PageHeader } from '../../../components/page-header';
import { ScreenTabs } from '../../../components/screen-tabs';
import { useScreenSubject } from '../../../lib/screens';
import { type Subject, subjectOf, tabGroup, teamPath } from '../subject';

/** Whose pages these are (as the screen declares it) and the route's parameters. */
export function useSubject(): { subject: Subject; params: Record<string, string | undefined> } {
  const params = useParams();
  return { subject: subjectOf(useScreenSubject(), params), params };
}

interface SubjectHeaderProps {
  subject: Subject;
  params: Record<string, string | undefined>;
  /** The page's own title ("Overview", a skill's name). */
  title: string;
  description: string;
  /** The member whose pages these are (from the answer); null on the trainee's own pages or while loading. */
  member?: { first_name: string; last_name: string } | null;
  back?: ReactNode;
  /** The tabs under the header: the overview/activity bar by default. */
  tabs?: ReactNode;
}

/**
 * The header of a training page: the trainee's own title, or for a member their name on top, the way
 * back to the team and the note that the pages are read-only; then the overview/activity tabs.
 */
export function SubjectHeader({ subject, params, title, description, member, back, tabs }: SubjectHeaderProps) {
  const { t } = useTranslation();
  const own = subject.kind === 'self';
  const name = member ? `${member.first_name} ${member.last_name}`.trim() : '';
  return (
    <>
      <PageHeader
        back={back ?? (own ? undefined : <BackLink to={teamPath(subject)}>{t('analytics.team.backToTeam')}</BackLink>)}
        title={own || !name ? title : `${name}: ${title}`}
        description={
          own ? (
            description
          ) : (
            <>
              {description}{' '}
              {name && (
                <Text component="span" fw={600} c="var(--mantine-color-text)">
                  {t('analytics.team.readOnly', { name })}
                </Text>
              )}
            </>
          )
        }
      />
      {tabs ?? <ScreenTabs group={tabGroup(subject)} params={params} label={t('analytics.tabs.label')} />}
    </>
  );
}
