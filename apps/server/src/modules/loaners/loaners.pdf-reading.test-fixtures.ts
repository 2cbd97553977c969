import type { PDFNumber } from 'pdf-lib';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  decodePDFRawStream,
  type PDFPage,
} from 'pdf-lib';

/**
 * Test helper: what a PDF shows, read back with pdf-lib. The text is every string its pages draw
 * (`<hex> Tj`), decoded through its font's ToUnicode map (pdf-lib writes the glyph ids of an
 * embedded font): a glyph the map leaves out reads `?`, the empty box (.notdef) `\ufffd`, a glyph
 * mapped to nothing (the dots of an Arabic letter drawn apart) nothing; a span with an ActualText
 * reads as that text, as a reader copies it. The lines are what a reader
 * sees, left to right, with where each piece is drawn, in which font and how wide; the images are
 * every image XObject.
 */

const streamText = (stream: PDFRawStream) =>
  Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');

/** Glyph id (hex) → the text it stands for, from a ToUnicode CMap's bfchar lines. */
function toUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const m of cmap.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]*)>/g))
    map.set(m[1]!.toLowerCase(), Buffer.from(m[2]!, 'hex').swap16().toString('utf16le'));
  return map;
}

/** Glyph id → advance width (thousandths of the size), from a CID font's W array. */
function widthsOf(font: PDFDict): Map<number, number> {
  const widths = new Map<number, number>();
  const descendants = font.lookupMaybe(PDFName.of('DescendantFonts'), PDFArray);
  const w = descendants?.lookup(0, PDFDict).lookupMaybe(PDFName.of('W'), PDFArray);
  const items = w?.asArray().map((_, i) => w.lookup(i)) ?? [];
  for (let i = 0; i < items.length; i += 2) {
    const first = (items[i] as PDFNumber).asNumber();
    const next = items[i + 1];
    if (next instanceof PDFArray)
      next.asArray().forEach((n, k) => widths.set(first + k, (n as PDFNumber).asNumber()));
    else {
      const width = (items[i + 2] as PDFNumber).asNumber();
      for (let g = first; g <= (next as PDFNumber).asNumber(); g++) widths.set(g, width);
      i += 1;
    }
  }
  return widths;
}

type PageFont = { glyphs: Map<string, string>; widths: Map<number, number>; name: string };

/** Each font resource of the page by name: its glyph map, widths and name, or null for a simple font. */
function fontsOf(page: PDFPage) {
  const fonts = new Map<string, PageFont | null>();
  const dict = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
  for (const [name, ref] of dict?.entries() ?? []) {
    const font = page.doc.context.lookup(ref, PDFDict);
    const cmap = font.lookup(PDFName.of('ToUnicode'));
    fonts.set(
      name.asString(),
      cmap instanceof PDFRawStream
        ? {
            glyphs: toUnicode(streamText(cmap)),
            widths: widthsOf(font),
            // "/NotoSansArabic-Bold-4824": the face, without pdf-lib's subset number.
            name: String(font.get(PDFName.of('BaseFont'))).replace(/^\/|-\d+$/g, ''),
          }
        : null,
    );
  }
  return fonts;
}

/** A string drawn: its text, where its left end is, its font and whether it is outlined (bold). */
export type DrawnText = {
  text: string;
  x: number;
  y: number;
  width: number;
  font: string;
  outlined: boolean;
  /** Each glyph's advance width, left to right (thousandths of the size). */
  widths: number[];
};

/** The page's lines as read left to right: touching strings joined, a gap written ` | `. */
function linesOf(drawn: DrawnText[]): string[] {
  const rows = new Map<number, DrawnText[]>();
  for (const d of drawn) rows.set(d.y, [...(rows.get(d.y) ?? []), d]);
  return [...rows.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, row]) => {
      row.sort((a, b) => a.x - b.x);
      let line = row[0]!.text;
      for (let i = 1; i < row.length; i++) {
        const gap = row[i]!.x - (row[i - 1]!.x + row[i - 1]!.width);
        line += (gap > 1 ? ' | ' : '') + row[i]!.text;
      }
      return line;
    });
}

function contentsOf(page: PDFPage): PDFRawStream[] {
  const contents = page.node.get(PDFName.of('Contents'));
  const refs = contents instanceof PDFRef ? [contents] : [];
  const array = page.doc.context.lookup(contents);
  if (array && 'asArray' in array)
    refs.splice(0, 1, ...(array as { asArray(): PDFRef[] }).asArray());
  return refs
    .map((ref) => page.doc.context.lookup(ref))
    .filter((s): s is PDFRawStream => s instanceof PDFRawStream);
}

export async function readPdf(bytes: Buffer) {
  const doc = await PDFDocument.load(bytes);
  const drawn: string[] = [];
  const images: { width: number; height: number }[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    if (object.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    images.push({
      width: Number(object.dict.get(PDFName.of('Width'))?.toString()),
      height: Number(object.dict.get(PDFName.of('Height'))?.toString()),
    });
  }
  const pageTexts: string[] = [];
  const pageDrawn: DrawnText[][] = [];
  const operators =
    /(\/\S+)\s+([\d.]+)\s+Tf|(?:[-\d.]+\s+){4}([-\d.]+)\s+([-\d.]+)\s+Tm|<([0-9A-Fa-f]*)>\s*Tj|(\d)\s+Tr|^([qQ])$|\/ActualText\s*<([0-9A-Fa-f]*)>\s*>>\s*BDC|^(EMC)$/gm;
  for (const page of doc.getPages()) {
    const fonts = fontsOf(page);
    const onPage: string[] = [];
    const placed: DrawnText[] = [];
    for (const stream of contentsOf(page)) {
      let font: PageFont | null = null;
      let size = 0;
      let at = { x: 0, y: 0 };
      // The text rendering mode, kept and restored with the graphics state (q, Q).
      const modes = [0];
      let actualText: string | null = null;
      for (const m of streamText(stream).matchAll(operators)) {
        if (m[1]) [font, size] = [fonts.get(m[1]) ?? null, Number(m[2])];
        else if (m[3]) at = { x: Number(m[3]), y: Number(m[4]) };
        else if (m[6]) modes[modes.length - 1] = Number(m[6]);
        else if (m[7] === 'q') modes.push(modes.at(-1)!);
        else if (m[7] === 'Q') modes.pop();
        else if (m[8] !== undefined)
          actualText = Buffer.from(m[8], 'hex').subarray(2).swap16().toString('utf16le');
        else if (m[9]) actualText = null;
        else if (font) {
          const glyphs = m[5]!.match(/.{4}/g) ?? [];
          const text =
            actualText ??
            glyphs
              .map((g) => (/^0+$/.test(g) ? '\ufffd' : (font!.glyphs.get(g.toLowerCase()) ?? '?')))
              .join('');
          const widths = glyphs.map((g) => font!.widths.get(parseInt(g, 16)) ?? 0);
          const width = (widths.reduce((sum, w) => sum + w, 0) * size) / 1000;
          onPage.push(text);
          const outlined = modes.at(-1) === 2;
          placed.push({ text, ...at, width, font: font.name, outlined, widths });
        } else onPage.push(Buffer.from(m[5]!, 'hex').toString('latin1'));
      }
    }
    drawn.push(...onPage);
    pageTexts.push(onPage.join('\n'));
    pageDrawn.push(placed);
  }
  return {
    pages: doc.getPageCount(),
    title: doc.getTitle(),
    text: drawn.join('\n'),
    pageTexts,
    /** Each page's strings as drawn, with their place and font. */
    pageDrawn,
    /** Each page's lines, top to bottom, as read left to right. */
    pageLines: pageDrawn.map(linesOf),
    images,
  };
}
