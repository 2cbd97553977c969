import { randomUUID } from 'node:crypto';
import { toVinLetters, withVinCheckDigit } from '@fleetdesk/contract/rules/vehicle-rules';

// VINs the journeys make: valid (no I, O or Q) and with their check digit, so the server takes
// them and the form shows no warning that a journey did not ask for (issue 34).

/** A tag unique to this run, in VIN letters: the time in base 36, its last `length` characters. */
export const runTag = (length: number) => toVinLetters(Date.now().toString(36).slice(-length));

/** `text` in VIN letters, cut or padded with zeros to 17, position 9 set to its check digit. */
export const vinFrom = (text: string) =>
  withVinCheckDigit(toVinLetters(text).padEnd(17, '0').slice(0, 17));

/** A VIN no other run makes: `prefix`, then the time and a random number. */
export function uniqueVin(prefix = 'E2E'): string {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-13);
  return vinFrom(`${prefix}${stamp}`);
}

/** A random VIN (hex has no I, O or Q). */
export const randomVin = () => vinFrom(randomUUID().replace(/-/g, ''));
