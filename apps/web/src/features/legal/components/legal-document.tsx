import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Typography.css';
import { Anchor, Divider, List, Stack, Text, Title, Typography } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicCard } from '../../../components/public-card';
import { href } from '../../../lib/screens';
import type { LegalDocumentContent } from '../content/legal-document';

interface LegalDocumentProps {
  title: string;
  content: LegalDocumentContent;
}

export function LegalDocument({ title, content }: LegalDocumentProps) {
  const { t, i18n } = useTranslation();
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <PublicCard width="document">
      <article>
        <Stack gap={4} mb="lg">
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {title}
          </Title>
          <Text c="dimmed" fz="sm">
            {t('legal.lastUpdated', { date: dateFormat.format(new Date(content.updated)) })}
          </Text>
        </Stack>
        <Typography>
          {content.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Typography>
        <nav aria-label={t('legal.contents')}>
          <Text fw={600} fz="sm" mt="lg" mb="xs">
            {t('legal.contents')}
          </Text>
          <List size="sm" spacing={4} listStyleType="none" ml={0} pl={0}>
            {content.sections.map((section) => (
              <List.Item key={section.id}>
                <Anchor href={`#${section.id}`} fz="sm">
                  {section.heading}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </nav>
        <Divider my="xl" />
        <Typography>
          {content.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
              <h2 id={`${section.id}-heading`}>{section.heading}</h2>
              {section.paragraphs?.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.items && (
                <ul>
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
              {section.closing?.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
        </Typography>
        <Divider my="xl" />
        <Anchor component={Link} to={href('login')} fz="sm">
          {t('legal.backToSignIn')}
        </Anchor>
      </article>
    </PublicCard>
  );
}
