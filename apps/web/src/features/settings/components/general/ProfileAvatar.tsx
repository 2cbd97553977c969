import { Avatar, Switch } from '@mantine/core';
import { useEffect, useState } from 'react';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../../../lib/storage';

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

const consentKey = (email: string) =>
  `${STORAGE_KEYS.gravatarConsent}:${email.trim().toLowerCase()}`;

/**
 * Whether this member chose to show their Gravatar picture. Off by default: fetching it sends a
 * digest of the e-mail to an outside service, and fails where there is no internet.
 */
export function useGravatarConsent(email: string) {
  const [consent, setConsent] = useState(() => readStorage(consentKey(email)) === 'yes');
  const choose = (yes: boolean) => {
    writeStorage(consentKey(email), yes ? 'yes' : 'no');
    setConsent(yes);
  };
  return [consent, choose] as const;
}

type Props = { email: string; firstName: string; lastName: string; useGravatar: boolean };

/** The member's initials, or their Gravatar picture when they chose it. */
export function ProfileAvatar({ email, firstName, lastName, useGravatar }: Props) {
  const [hash, setHash] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    if (!email || !useGravatar) return;
    void gravatarHash(email).then((h) => {
      if (live) setHash(h);
    });
    return () => {
      live = false;
    };
  }, [email, useGravatar]);
  const name = `${firstName} ${lastName}`.trim() || email;
  return (
    <Avatar
      src={useGravatar && hash ? gravatarUrl(hash) : null}
      alt={`Profile picture of ${name}`}
      size={80}
      radius="xl"
      color="blue"
    >
      {initialsOf(firstName, lastName, email)}
    </Avatar>
  );
}

/** The switch that lets a member show their picture from the external avatar service. */
export function GravatarSwitch({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (yes: boolean) => void;
}) {
  return (
    <Switch
      label="Show my picture from Gravatar"
      description="Sends a digest of your e-mail address to gravatar.com. Off: your initials."
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
