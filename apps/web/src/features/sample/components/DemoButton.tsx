import { Button, Tooltip, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';

export const DEMO_ONLY = 'Demonstration only';

/**
 * Spec 1 section 2: the sample page's buttons are non-functional. They are shown disabled and
 * say so (Mantine's `data-disabled` keeps them focusable, so the tooltip reaches keyboard users).
 */
export function DemoButton({ children, ...props }: ButtonProps & { children: ReactNode }) {
  return (
    <Tooltip label={DEMO_ONLY}>
      <Button
        {...props}
        data-disabled
        aria-disabled="true"
        aria-description={DEMO_ONLY}
        onClick={(event) => event.preventDefault()}
      >
        {children}
      </Button>
    </Tooltip>
  );
}
