import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/**
 * The fonts of the server's PDFs (assets/fonts/README.md): Noto Sans for Latin, Vietnamese, Greek
 * and Cyrillic, then one font per script for what it lacks. A document embeds a font only when its
 * text has a character of it, each subset to the glyphs drawn; the CJK files (17 MB) are not even
 * read before a text needs them. Text is cut into runs of one font each (runsOf).
 */

declare const BUNDLED_FONTS: string | undefined;

/** Beside the bundle (build.mjs copies them to dist/fonts), else in apps/server/assets/fonts. */
const FONT_DIR = fileURLToPath(
  new URL(
    typeof BUNDLED_FONTS === 'string' ? BUNDLED_FONTS : '../../assets/fonts/',
    import.meta.url,
  ),
);

type Face = { file: string; bold?: string; minCodePoint?: number; rtl?: boolean };

/** In the order a character looks for its font; the first is the documents' text font. */
const FACES: readonly Face[] = [
  { file: 'NotoSans-Regular.ttf', bold: 'NotoSans-Bold.ttf' },
  { file: 'NotoSansArabic-Regular.ttf', minCodePoint: 0x0600, rtl: true },
  { file: 'NotoSansHebrew-Regular.ttf', minCodePoint: 0x0590, rtl: true },
  // Below U+1100 (Hangul Jamo) no CJK character: those big files stay unread for other text.
  { file: 'NotoSansSC-Regular.ttf', minCodePoint: 0x1100 },
  { file: 'NotoSansKR-Regular.ttf', minCodePoint: 0x1100 },
];

/** Files read once per process (and only when a document needs them). */
const bytesCache = new Map<string, Buffer>();
const coverageCache = new Map<string, { hasGlyphForCodePoint(cp: number): boolean }>();

function fontBytes(file: string): Buffer {
  let bytes = bytesCache.get(file);
  if (!bytes) {
    bytes = readFileSync(`${FONT_DIR}/${file}`);
    bytesCache.set(file, bytes);
  }
  return bytes;
}

function covers(face: Face, codePoint: number): boolean {
  // ASCII punctuation and spaces are asked of a font already in use (runsOf), never to find one.
  if (codePoint >= 0x80 && codePoint < (face.minCodePoint ?? 0)) return false;
  let font = coverageCache.get(face.file);
  if (!font) {
    font = fontkit.create(fontBytes(face.file));
    coverageCache.set(face.file, font);
  }
  return font.hasGlyphForCodePoint(codePoint);
}

/** The face that draws `ch`: the first that has it, else the text font (its empty box). */
function faceOf(ch: string): Face {
  const cp = ch.codePointAt(0)!;
  return FACES.find((face) => covers(face, cp)) ?? FACES[0]!;
}

type Subset = { glyf: Uint8Array[]; offset: number; _addGlyph(gid: number): number };

/**
 * fontkit as pdf-lib embeds with it, its subsets' glyphs padded to an even length: fontkit 1.1.1
 * writes a small subset's `loca` in the short form (offsets halved), so after a glyph of odd length
 * (Noto's have them) every later glyph is read from the wrong place and prints blank.
 */
const evenGlyphsFontkit: Parameters<PDFDocument['registerFontkit']>[0] = {
  create(bytes: Uint8Array) {
    const font = fontkit.create(bytes as Buffer);
    const createSubset = font.createSubset.bind(font);
    font.createSubset = () => {
      const subset = createSubset() as unknown as Subset;
      const addGlyph = subset._addGlyph.bind(subset);
      subset._addGlyph = (gid) => {
        const index = addGlyph(gid);
        const glyph = subset.glyf[index]!;
        if (glyph.length % 2 === 1) {
          // fontkit's own Buffer (its stream takes no other), one zero byte longer.
          const FontkitBuffer = glyph.constructor as typeof Buffer;
          subset.glyf[index] = FontkitBuffer.concat([glyph, FontkitBuffer.alloc(1)]);
          subset.offset += 1;
        }
        return index;
      };
      return subset as unknown as ReturnType<typeof createSubset>;
    };
    return font;
  },
};

export type TextRun = { text: string; font: PDFFont; face: Face };

/** The fonts one document draws with, embedded as its text first needs each of them. */
export class PdfFonts {
  private readonly embedded = new Map<string, PDFFont>();

  private constructor(private readonly doc: PDFDocument) {}

  /**
   * Embeds the text font (regular and bold) and every font a character of `texts` needs: pdf-lib
   * embeds asynchronously, while drawing is synchronous, so the fonts are ready before any line.
   * A character drawn later that none of these has prints as the text font's box.
   */
  static async for(doc: PDFDocument, texts: readonly string[]): Promise<PdfFonts> {
    doc.registerFontkit(evenGlyphsFontkit);
    const fonts = new PdfFonts(doc);
    const files = new Set([FACES[0]!.file, FACES[0]!.bold!]);
    for (const ch of new Set([...texts.join('')])) if (ch > '\u00ff') files.add(faceOf(ch).file);
    for (const file of files)
      fonts.embedded.set(file, await doc.embedFont(fontBytes(file), { subset: true }));
    return fonts;
  }

  private fontOf(face: Face, bold: boolean): PDFFont {
    const file = bold && face.bold ? face.bold : face.file;
    return this.embedded.get(file) ?? this.embedded.get(bold ? FACES[0]!.bold! : FACES[0]!.file)!;
  }

  /**
   * `text` as runs of one font each. A space or an ASCII mark stays in the run it is in, so
   * "Nguyễn Văn Ánh" is one run; in a right-to-left run (Arabic, Hebrew) only spaces do, and not
   * at its end, so its words keep their order (fontkit shapes and orders a run) while brackets
   * and spaces around it stay where the left-to-right line puts them. A line mixing directions
   * is not reordered as a whole (no bidi algorithm).
   */
  runsOf(text: string, bold = false): TextRun[] {
    const runs: TextRun[] = [];
    for (const ch of text) {
      const last = runs.at(-1);
      const cp = ch.codePointAt(0)!;
      const joins = ch === ' ' || !last?.face.rtl;
      const stays = last && cp < 0x80 && !/[A-Za-z0-9]/.test(ch) && joins && covers(last.face, cp);
      const face = stays ? last.face : faceOf(ch);
      const font = this.fontOf(face, bold);
      if (last && last.font === font) {
        last.text += ch;
        continue;
      }
      // The spaces that ended a right-to-left run belong after it, where the next run starts.
      const trailing = last?.face.rtl ? / *$/.exec(last.text)![0] : '';
      if (trailing) last!.text = last!.text.slice(0, -trailing.length);
      runs.push({ text: `${trailing}${ch}`, font, face });
    }
    return runs;
  }

  widthOf(text: string, size: number, bold = false): number {
    return this.runsOf(text, bold).reduce(
      (sum, run) => sum + run.font.widthOfTextAtSize(run.text, size),
      0,
    );
  }
}
