import { Button, FileButton, Group } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useRef, type ReactNode } from 'react';

type Props = {
  /** The image's kind in the buttons' words: 'Photo', 'Logo'. */
  noun: string;
  /** The first upload's verb: 'Add', 'Upload'. */
  addVerb: string;
  icon: ReactNode;
  accept: string;
  hasImage: boolean;
  uploading: boolean;
  removing: boolean;
  onPick: (file: File) => void;
  onRemove: () => void;
};

/**
 * Add (or Replace) and Remove for the one picture of a record: a vehicle's photo, the shop's
 * logo. The file input is reset after each pick, so picking the same file again is seen.
 */
export function ImagePickButtons({
  noun,
  addVerb,
  icon,
  accept,
  hasImage,
  uploading,
  removing,
  onPick,
  onRemove,
}: Props) {
  const resetRef = useRef<() => void>(null);
  return (
    <Group gap="xs">
      <FileButton
        onChange={(file) => {
          resetRef.current?.();
          if (file) onPick(file);
        }}
        accept={accept}
        resetRef={resetRef}
      >
        {(props) => (
          <Button {...props} size="xs" variant="light" leftSection={icon} loading={uploading}>
            {hasImage ? `Replace ${noun}` : `${addVerb} ${noun}`}
          </Button>
        )}
      </FileButton>
      {hasImage && (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={14} aria-hidden />}
          onClick={onRemove}
          loading={removing}
        >
          {`Remove ${noun}`}
        </Button>
      )}
    </Group>
  );
}
