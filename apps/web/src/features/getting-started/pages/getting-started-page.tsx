import '@mantine/core/styles/SimpleGrid.css';
import { SimpleGrid } from '@mantine/core';
import { FLS_AVERAGE_TRAINING_HOURS, gettingStartedVariant } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { FeatureCard } from '../../../components/feature-card';
import { PageHeader } from '../../../components/page-header';
import type { TranslationKey } from '../../../lib/i18n';
import { canOpen, screenHref, useScreenRegistry } from '../../../lib/screens';
import { useSessionUser } from '../../../lib/session-user';
import { type GettingStartedCard, gettingStartedCards } from '../components/getting-started-cards';

export function GettingStartedPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const variant = gettingStartedVariant(user);
  const registry = useScreenRegistry();
  // A card links to the registered screen that names it; a screen the user may not open hides its card,
  // and a card without a screen yet stays disabled ("not available yet").
  const cards = gettingStartedCards[variant].flatMap((card): Array<GettingStartedCard & { to?: string }> => {
    const screen = registry.find((s) => s.card === card.id);
    if (!screen) return [card];
    return canOpen(user, screen) ? [{ ...card, to: screenHref(screen.path) }] : [];
  });
  // Card keys are a union with different placeholders; each description takes only the params it names.
  const cardText = t as unknown as (key: TranslationKey, params: Record<string, unknown>) => string;

  const intro =
    variant === 'admin'
      ? t('gettingStarted.intro.admin')
      : variant === 'manager'
        ? user.organization
          ? t('gettingStarted.intro.manager', { organization: user.organization.name })
          : t('gettingStarted.intro.managerNoOrganization')
        : t('gettingStarted.intro.user');

  return (
    <div data-variant={variant}>
      <PageHeader
        title={t('gettingStarted.title')}
        description={`${t('gettingStarted.welcome', { name: user.first_name || user.email })}. ${intro}`}
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: variant === 'user' ? 2 : 3 }} spacing="lg" verticalSpacing="lg">
        {cards.map((card) => (
          <FeatureCard
            key={card.id}
            title={t(card.titleKey)}
            description={cardText(card.descriptionKey, { hours: FLS_AVERAGE_TRAINING_HOURS })}
            icon={card.icon}
            to={card.to}
          />
        ))}
      </SimpleGrid>
    </div>
  );
}
