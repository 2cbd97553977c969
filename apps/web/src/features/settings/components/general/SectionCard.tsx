import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled section of the settings page, labelled by its heading. */
export function SectionCard({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={`${id}-title`}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={`${id}-title`}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
