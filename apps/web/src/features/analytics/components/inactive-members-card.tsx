import { Anchor, Card, List, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { useInactiveMembers } from '../api/get-inactive-members';
import { memberOf, subjectPath, type Team } from '../subject';

/** The manager's card "Not trained for 14 days": members with a seat, each with their last training day. */
export function InactiveMembersCard({ team }: { team: Team }) {
  const { t } = useTranslation();
  const query = useInactiveMembers();
  const data = query.data;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="inactive-members-title">
      <Title order={2} fz="md" id="inactive-members-title" mb="xs">
        {t('analytics.inactive.title', { count: data?.days ?? 14 })}
      </Title>
      {query.isError && <Text c="red.4">{t('analytics.loadFailed')}</Text>}
      {data &&
        (data.members.length === 0 ? (
          <Text c="dimmed" fz="sm">
            {t('analytics.inactive.none')}
          </Text>
        ) : (
          <List spacing={4} fz="sm">
            {data.members.map((member) => (
              <List.Item key={member.id}>
                <Anchor component={Link} to={subjectPath(memberOf(team, member.id), { page: 'overview' })}>
                  {member.first_name} {member.last_name}
                </Anchor>{' '}
                <Text component="span" c="dimmed" fz="sm">
                  {member.last_trained_on
                    ? t('analytics.inactive.lastTrained', { date: formatDate(member.last_trained_on) })
                    : t('analytics.inactive.never')}
                </Text>
              </List.Item>
            ))}
          </List>
        ))}
    </Card>
  );
}
