import { FUEL_EIGHTHS_MAX } from '@fleetdesk/contract/loaners';

/** The gauge's marks, 0 to 8 eighths, as a fuel gauge prints them. */
const MARKS = ['E', '⅛', '¼', '⅜', '½', '⅝', '¾', '⅞', 'F'] as const;
/** The same, as read aloud and written in sentences. */
const WORDS = ['Empty', '1/8', '1/4', '3/8', '1/2', '5/8', '3/4', '7/8', 'Full'] as const;

export const FUEL_LEVELS = Array.from({ length: FUEL_EIGHTHS_MAX + 1 }, (_, eighths) => eighths);

export const fuelMark = (eighths: number) => MARKS[eighths] ?? String(eighths);
export const fuelWords = (eighths: number | null) =>
  eighths === null ? null : (WORDS[eighths] ?? `${eighths}/8`);
