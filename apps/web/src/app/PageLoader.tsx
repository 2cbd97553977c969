import { Center, Loader } from '@mantine/core';

/** Shown while a lazily loaded screen arrives. */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center mih="40vh" py="xl">
      <Loader aria-label={label} />
    </Center>
  );
}
