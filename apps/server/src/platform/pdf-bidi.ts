import bidiFactory from 'bidi-js';

/**
 * The order in which a line's characters are shown (Unicode's bidirectional algorithm, UAX #9,
 * by bidi-js). The PDFs are English documents, so every line is a left-to-right paragraph: an
 * Arabic or Hebrew name in it reads right to left, and so do the spaces, digits and brackets that
 * the algorithm gives to it ("הרצל 12, תל אביב" shows its house number between the two names).
 */

const bidi = bidiFactory();

/** One character of a line, where it is shown. */
export type ShownChar = {
  /** Its position in the line (UTF-16 units). */
  index: number;
  /** As typed: one code point. */
  char: string;
  /** What is drawn for it: a bracket in a right-to-left run is mirrored, `(` shown as `)`. */
  shown: string;
  /** Its embedding level: odd reads right to left. */
  level: number;
};

const isHighSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isLowSurrogate = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;

/** The characters of `line` from left to right as they are shown. */
export function shownOrder(line: string): ShownChar[] {
  const embedding = bidi.getEmbeddingLevels(line, 'ltr');
  const mirrored = bidi.getMirroredCharactersMap(line, embedding.levels);
  const shown: ShownChar[] = [];
  for (const index of bidi.getReorderedIndices(line, embedding)) {
    // The algorithm orders UTF-16 units: a pair's second half goes with its first.
    if (isLowSurrogate(line.charCodeAt(index)) && isHighSurrogate(line.charCodeAt(index - 1)))
      continue;
    const char = String.fromCodePoint(line.codePointAt(index)!);
    shown.push({
      index,
      char,
      shown: mirrored.get(index) ?? char,
      level: embedding.levels[index]!,
    });
  }
  return shown;
}
