import { type MantineSpacing, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './table-scroll-region.module.css';

/**
 * A table that can be wider than a phone, for tables without links or buttons: it scrolls sideways with the
 * browser's own scrollbar in a region that the keyboard reaches (a tab stop named after the table's `label`,
 * arrow keys scroll),
 * so nothing is clipped or out of reach (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function TableScrollRegion({
  minWidth,
  label,
  mt,
  children,
}: {
  minWidth: number;
  label: string;
  mt?: MantineSpacing;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      mt={mt}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={t('list.scrollRegion', { name: label })}
      className={classes.region}
    >
      {children}
    </Table.ScrollContainer>
  );
}
