import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fontkit from '@pdf-lib/fontkit';
import {
  PDFHexString,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  TextRenderingMode,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setLineWidth,
  setStrokingColor,
  setTextRenderingMode,
  type Color,
  type PDFDocument,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';
import { shownOrder } from './pdf-bidi';

/**
 * The fonts of the server's PDFs (assets/fonts/README.md): Noto Sans for Latin, Vietnamese, Greek
 * and Cyrillic, then one font per script for what it lacks, each in bold too but CJK (17 MB more
 * for two weights of headings: bold CJK is its regular face outlined). A document embeds a font
 * only when its text has a character of it, each subset to the glyphs drawn; the CJK files are not
 * even read before a text needs them. A line is cut into runs of one font and one direction, in
 * the order they are shown (runsOf).
 */

declare const BUNDLED_FONTS: string | undefined;

/** Beside the bundle (build.mjs copies them to dist/fonts), else in apps/server/assets/fonts. */
const FONT_DIR = fileURLToPath(
  new URL(
    typeof BUNDLED_FONTS === 'string' ? BUNDLED_FONTS : '../../assets/fonts/',
    import.meta.url,
  ),
);

type Face = {
  file: string;
  bold?: string;
  minCodePoint?: number;
  /**
   * One glyph may stand for several letters: Noto Sans Arabic draws ت and ي as one dotless form
   * plus their dots, and a PDF maps a glyph to one text. The run's text then travels beside its
   * glyphs (ActualText), so copying or searching it finds the letters typed.
   */
  sharedGlyphs?: boolean;
};

/** In the order a character looks for its font; the first is the documents' text font. */
const FACES: readonly Face[] = [
  { file: 'NotoSans-Regular.ttf', bold: 'NotoSans-Bold.ttf' },
  {
    file: 'NotoSansArabic-Regular.ttf',
    bold: 'NotoSansArabic-Bold.ttf',
    minCodePoint: 0x0600,
    sharedGlyphs: true,
  },
  { file: 'NotoSansHebrew-Regular.ttf', bold: 'NotoSansHebrew-Bold.ttf', minCodePoint: 0x0590 },
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

/** Starts a run's text when it is laid out right to left (U+202E, the override that says so). */
const RTL = '\u202e';
const BLACK = rgb(0, 0, 0);

/**
 * fontkit as pdf-lib embeds with it, with two changes:
 * - its subsets' glyphs are padded to an even length: fontkit 1.1.1 writes a small subset's `loca`
 *   in the short form (offsets halved), so after a glyph of odd length (Noto's have them) every
 *   later glyph is read from the wrong place and prints blank;
 * - a text is laid out left to right unless it starts with RTL: pdf-lib hands fontkit the text
 *   alone, and fontkit would guess the direction from its script (a run of Arabic digits, shown
 *   left to right, would come out reversed). Brackets come mirrored already (pdf-bidi.ts), so the
 *   fonts' own mirroring (`rtlm`) is off.
 */
const documentFontkit: Parameters<PDFDocument['registerFontkit']>[0] = {
  create(bytes: Uint8Array) {
    const font = fontkit.create(bytes as Buffer);
    // fontkit's own signature (its typings leave out the script, language and direction).
    const layout = font.layout.bind(font) as unknown as (
      text: string,
      features: Record<string, boolean>,
      script: undefined,
      language: undefined,
      direction: 'ltr' | 'rtl',
    ) => ReturnType<typeof font.layout>;
    font.layout = (text) => {
      const rtl = text.startsWith(RTL);
      const direction = rtl ? 'rtl' : 'ltr';
      return layout(rtl ? text.slice(1) : text, { rtlm: false }, undefined, undefined, direction);
    };
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

/** A run of text in one font and one direction, as `draw` hands it to pdf-lib. */
export type TextRun = {
  /** As typed (logical order), brackets mirrored when it reads right to left. */
  text: string;
  font: PDFFont;
  /** Laid out right to left (fontkit shapes it in the typed order, then reverses its glyphs). */
  rtl: boolean;
  /** Bold asked of a script without a bold face here (CJK): its regular face, outlined. */
  emboldened: boolean;
  /** Its glyphs do not spell it one by one (Face.sharedGlyphs). */
  spelled: boolean;
};

/** What pdf-lib is handed for a run: its layout (documentFontkit) reads the direction off it. */
const drawnText = (run: TextRun) => (run.rtl ? `${RTL}${run.text}` : run.text);

/**
 * Opens a span whose text is the run's, in the order its glyphs are drawn (left to right, as the
 * text of any other run is read), for the glyphs that do not spell it.
 */
function actualText(run: TextRun): PDFOperator {
  const shown = run.rtl ? [...run.text].reverse().join('') : run.text;
  const properties = `<< /ActualText ${PDFHexString.fromText(shown).toString()} >>`;
  return PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [
    PDFName.of('Span'),
    properties,
  ]);
}

const isAsciiMark = (ch: string) => ch < '\u0080' && !/[A-Za-z0-9]/.test(ch);

/** The fonts one document draws with, embedded as its text first needs each of them. */
export class PdfFonts {
  private readonly embedded = new Map<string, PDFFont>();

  private constructor(private readonly doc: PDFDocument) {}

  /**
   * Embeds the text font (regular and bold) and every font a character of `texts` needs, with
   * its bold face when it has one: pdf-lib embeds asynchronously, while drawing is synchronous, so
   * the fonts are ready before any line (a face no line draws adds a few hundred bytes). A
   * character drawn later that none of these has prints as the text font's box.
   */
  static async for(doc: PDFDocument, texts: readonly string[]): Promise<PdfFonts> {
    doc.registerFontkit(documentFontkit);
    const fonts = new PdfFonts(doc);
    const files = new Set([FACES[0]!.file, FACES[0]!.bold!]);
    for (const ch of new Set([...texts.join('')]))
      if (ch > '\u00ff') {
        const face = faceOf(ch);
        files.add(face.file);
        if (face.bold) files.add(face.bold);
      }
    for (const file of files)
      fonts.embedded.set(file, await doc.embedFont(fontBytes(file), { subset: true }));
    return fonts;
  }

  private fontOf(face: Face, bold: boolean): PDFFont {
    const file = bold && face.bold ? face.bold : face.file;
    return this.embedded.get(file) ?? this.embedded.get(bold ? FACES[0]!.bold! : FACES[0]!.file)!;
  }

  /**
   * `text` (one line) as runs of one font and one direction, from left to right as shown
   * (pdf-bidi.ts). A run is a stretch of the typed text: a right-to-left one is handed over as
   * typed, so fontkit joins its Arabic letters, and reversed there. A space or an ASCII mark stays
   * in the run it is in when its font has it, so "Nguyễn Văn Ánh" and "دانا رييس" are one run each.
   */
  runsOf(text: string, bold = false): TextRun[] {
    type Building = { face: Face; level: number; first: number; end: number; chars: string[] };
    const building: Building[] = [];
    for (const c of shownOrder(text)) {
      const last = building.at(-1);
      const rtl = c.level % 2 === 1;
      // The next character of the text: after the last one, or before it right to left.
      const next =
        last?.level === c.level &&
        (rtl ? c.index + c.char.length === last.first : c.index === last.end);
      const cp = c.char.codePointAt(0)!;
      const face =
        next && isAsciiMark(c.char) && covers(last.face, cp) ? last.face : faceOf(c.char);
      if (next && face === last.face) {
        last.chars.push(c.shown);
        if (rtl) last.first = c.index;
        else last.end = c.index + c.char.length;
        continue;
      }
      building.push({
        face,
        level: c.level,
        first: c.index,
        end: c.index + c.char.length,
        chars: [c.shown],
      });
    }
    return building.map((b) => {
      const rtl = b.level % 2 === 1;
      return {
        text: (rtl ? b.chars.reverse() : b.chars).join(''),
        font: this.fontOf(b.face, bold),
        rtl,
        emboldened: bold && !b.face.bold,
        spelled: b.face.sharedGlyphs === true,
      };
    });
  }

  widthOf(text: string, size: number, bold = false): number {
    return this.runsOf(text, bold).reduce(
      (sum, run) => sum + run.font.widthOfTextAtSize(drawnText(run), size),
      0,
    );
  }

  /** Draws `text` (one line) with its left end at x, y, run by run. */
  draw(
    page: PDFPage,
    text: string,
    at: { x: number; y: number; size: number; bold?: boolean; color?: Color },
  ) {
    let x = at.x;
    for (const run of this.runsOf(text, at.bold)) {
      const drawn = drawnText(run);
      if (run.spelled) page.pushOperators(actualText(run));
      if (run.emboldened)
        page.pushOperators(
          pushGraphicsState(),
          setTextRenderingMode(TextRenderingMode.FillAndOutline),
          setLineWidth(at.size / 30),
          setStrokingColor(at.color ?? BLACK),
        );
      page.drawText(drawn, { x, y: at.y, size: at.size, font: run.font, color: at.color });
      if (run.emboldened) page.pushOperators(popGraphicsState());
      if (run.spelled) page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
      x += run.font.widthOfTextAtSize(drawn, at.size);
    }
  }
}
