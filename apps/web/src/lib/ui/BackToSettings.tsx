import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../paths';

/** The way back from a page of the shop's administration (members, API tokens) to Settings. */
export function BackToSettings() {
  return (
    <Button
      component={Link}
      to={paths.settings}
      variant="subtle"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      w="fit-content"
    >
      Back to Settings
    </Button>
  );
}
