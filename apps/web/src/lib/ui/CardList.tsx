import { Card, Stack, type CardProps } from '@mantine/core';
import type { HTMLAttributes, ReactNode } from 'react';

type Props = {
  /** Names the list for assistive technology (and for tests: `getByRole('list', { name })`). */
  label: string;
  children: ReactNode;
};

/** A phone's list of records: one bordered card per item, no bullets, the page's width. */
export function CardList({ label, children }: Props) {
  return (
    <Stack component="ul" aria-label={label} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}

/** `data-*` attributes a test or a style keys on. */
export type DataAttributes = { [key: `data-${string}`]: string | number | undefined };

type ItemProps = CardProps &
  Omit<HTMLAttributes<HTMLDivElement>, 'color' | 'style'> & {
    /** Attributes of the list item itself. */
    itemAttributes?: DataAttributes;
    children: ReactNode;
  };

/** One item of a CardList: a list item holding a card. */
export function CardListItem({ itemAttributes, children, ...card }: ItemProps) {
  return (
    <li {...itemAttributes} style={{ minWidth: 0 }}>
      <Card withBorder padding="sm" radius="md" {...card}>
        {children}
      </Card>
    </li>
  );
}
