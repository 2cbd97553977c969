import { Text, UnstyledButton } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { BAR_COLORS } from './bar-style';
import { BAR_STATE_LABELS, type Bar } from './board-layout';
import { shortDay } from './day-labels';

/** Said of an agreement whose insurer's days end before the repair is expected done. */
export const SHORT_OF_COMPLETION = 'insurer days end before the repair';

/** Said of a stretch of a loan whose loaner was changed: the car before or after this one. */
export function swapWords(agreement: Bar['agreement']): string[] {
  const words: string[] = [];
  if (agreement.swapped_from !== null) words.push(`changed from ${agreement.swapped_from}`);
  if (agreement.swapped_to !== null) words.push(`changed to ${agreement.swapped_to}`);
  return words;
}

/** What a bar says to a screen reader: number, customer, state, days, the change of car, coverage. */
export function barLabel(bar: Bar): string {
  const days =
    bar.firstDay === bar.lastDay
      ? shortDay(bar.firstDay)
      : `${shortDay(bar.firstDay)} to ${shortDay(bar.lastDay)}`;
  const swap = swapWords(bar.agreement).map((w) => `, ${w}`);
  const short = bar.agreement.short_of_completion ? `, ${SHORT_OF_COMPLETION}` : '';
  return `${bar.agreement.number}, ${bar.agreement.customer_name}, ${BAR_STATE_LABELS[bar.state]}, ${days}${swap.join('')}${short}`;
}

/** One agreement on the board: a link to its page, coloured by its state. */
export function BoardBar({ bar, columns }: { bar: Bar; columns: number }) {
  const swapped = bar.agreement.swapped_from !== null || bar.agreement.swapped_to !== null;
  return (
    <UnstyledButton
      component={Link}
      to={paths.loaners.agreement(bar.agreement.id)}
      aria-label={barLabel(bar)}
      title={barLabel(bar)}
      data-state={bar.state}
      style={{
        ...BAR_COLORS[bar.state],
        display: 'block',
        width: '100%',
        borderRadius: 'var(--mantine-radius-sm)',
        padding: '2px 6px',
        minHeight: 28,
        overflow: 'hidden',
      }}
    >
      <Text size="xs" fw={600} truncate c="inherit">
        {/* A warning sign before the number: the insurer's days run out before the repair. */}
        {bar.agreement.short_of_completion && '⚠ '}
        {/* The exchange sign: the same agreement goes on (or went on) in another car. */}
        {swapped && (
          <IconArrowsExchange
            size={12}
            aria-hidden
            data-testid="swap-sign"
            style={{ verticalAlign: '-2px', marginRight: 3 }}
          />
        )}
        {columns > 1
          ? `${bar.agreement.number} · ${bar.agreement.customer_name}`
          : bar.agreement.number}
      </Text>
    </UnstyledButton>
  );
}
