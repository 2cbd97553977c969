import { Avatar } from '@mantine/core';
import { useEffect, useState } from 'react';

/** The SHA-256 hex digest of the trimmed, lower-cased address (Gravatar accepts SHA-256). */
export async function gravatarHash(email: string): Promise<string> {
  const bytes = new TextEncoder().encode(email.trim().toLowerCase());
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** `d=404`: no picture answers 404, so the avatar falls back to the initials. */
export const gravatarUrl = (hash: string) => `https://www.gravatar.com/avatar/${hash}?d=404&s=160`;

export function initialsOf(first: string, last: string, email: string): string {
  const letters = `${first.trim().charAt(0)}${last.trim().charAt(0)}`;
  return (letters || email.trim().charAt(0) || '?').toUpperCase();
}

type Props = { email: string; firstName: string; lastName: string };

/** The profile picture from Gravatar, or the user's initials when there is none. */
export function ProfileAvatar({ email, firstName, lastName }: Props) {
  const [hash, setHash] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    if (!email) return;
    void gravatarHash(email).then((h) => {
      if (live) setHash(h);
    });
    return () => {
      live = false;
    };
  }, [email]);
  const name = `${firstName} ${lastName}`.trim() || email;
  return (
    <Avatar
      src={hash ? gravatarUrl(hash) : null}
      alt={`Profile picture of ${name}`}
      size={80}
      radius="xl"
      color="blue"
    >
      {initialsOf(firstName, lastName, email)}
    </Avatar>
  );
}
