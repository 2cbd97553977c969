import { useElementSize } from '@mantine/hooks';
import type { ReactNode } from 'react';

type Props = {
  /** The chart's height in pixels (the frame keeps it while the width is measured). */
  height: number;
  /** A fixed width (a donut); by default the frame takes the width it is given. */
  width?: number;
  /** What a screen reader hears for the chart; without one the chart is hidden from it. */
  label?: string;
  children: ReactNode;
};

/**
 * Draws a chart only once its frame has a width: recharts' ResponsiveContainer warns in the
 * console when it first renders in a box not laid out yet (a dashboard card, say).
 */
export function MeasuredChart({ height, width: fixed, label, children }: Props) {
  const { ref, width } = useElementSize();
  // Unnamed, the chart repeats figures shown beside it: out of the accessibility tree, and inert,
  // since a drawn chart's surface takes the focus (recharts' keyboard layer).
  const named =
    label === undefined
      ? { 'aria-hidden': true, inert: true }
      : { role: 'img', 'aria-label': label };
  return (
    <div ref={ref} {...named} style={{ minHeight: height, width: fixed, flexShrink: 0 }}>
      {width > 0 ? children : null}
    </div>
  );
}
