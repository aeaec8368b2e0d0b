import { NavLink } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SoonBadge } from '../../components/soon-badge';
import type { NavItem } from './nav-items';

interface NavEntryProps {
  item: NavItem;
  onNavigate?: () => void;
}

export function NavEntry({ item, onNavigate }: NavEntryProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const label = t(item.labelKey);
  const Icon = item.icon;
  const icon = <Icon size={18} />;

  if (!item.to) {
    return (
      <NavLink
        component="div"
        label={label}
        leftSection={icon}
        rightSection={<SoonBadge />}
        disabled
        aria-disabled="true"
        title={t('nav.notAvailableYet')}
      />
    );
  }
  const active = pathname === item.to || pathname.startsWith(`${item.to}/`);
  return (
    <NavLink
      component={Link}
      to={item.to}
      label={label}
      leftSection={icon}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      variant="light"
    />
  );
}
