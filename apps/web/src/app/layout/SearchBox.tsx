import { ActionIcon, CloseButton, Group, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowRight, IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';

/** The search shortcut key (spec 1 section 9). */
export const SEARCH_SHORTCUT = '/';

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  const tag = target.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target.isContentEditable;
}

/**
 * Global search: submits the trimmed text to /search?q=...; the submit button is disabled while
 * the text is empty; '/' focuses the box (unless already typing); on small screens it collapses
 * to an icon button.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const small = useMediaQuery('(max-width: 48em)') ?? false;
  const [expanded, setExpanded] = useState(false);
  const collapsed = small && !expanded;
  const query = value.trim();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== SEARCH_SHORTCUT || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTypingTarget(event.target)) return;
      event.preventDefault();
      // When collapsed, the input mounts on expanding and takes focus itself (autoFocus).
      if (inputRef.current) inputRef.current.focus();
      else setExpanded(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (query === '') return;
    void navigate(paths.search(query));
    if (small) setExpanded(false);
  };

  if (collapsed) {
    return (
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Open search"
        onClick={() => setExpanded(true)}
      >
        <IconSearch size={18} aria-hidden />
      </ActionIcon>
    );
  }

  return (
    <form onSubmit={onSubmit} role="search" style={{ flex: 1, maxWidth: 480 }}>
      <Group gap={6} wrap="nowrap">
        <TextInput
          ref={inputRef}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          placeholder="Search vehicles, policies… (press /)"
          aria-label="Search"
          leftSection={<IconSearch size={16} aria-hidden />}
          style={{ flex: 1 }}
          autoFocus={small}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && small) setExpanded(false);
          }}
        />
        <ActionIcon type="submit" size="lg" aria-label="Submit search" disabled={query === ''}>
          <IconArrowRight size={18} aria-hidden />
        </ActionIcon>
        {small && <CloseButton aria-label="Close search" onClick={() => setExpanded(false)} />}
      </Group>
    </form>
  );
}
