import {
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
 * embedded font); the images every image XObject.
 */

const streamText = (stream: PDFRawStream) =>
  Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');

/** Glyph id (hex) → the text it stands for, from a ToUnicode CMap's bfchar lines. */
function toUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const m of cmap.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
    map.set(m[1]!.toLowerCase(), Buffer.from(m[2]!, 'hex').swap16().toString('utf16le'));
  return map;
}

/** Each font resource of the page by name: its glyph map, or null for a simple font. */
function fontsOf(page: PDFPage) {
  const fonts = new Map<string, Map<string, string> | null>();
  const dict = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
  for (const [name, ref] of dict?.entries() ?? []) {
    const font = page.doc.context.lookup(ref, PDFDict);
    const cmap = font.lookup(PDFName.of('ToUnicode'));
    fonts.set(name.asString(), cmap instanceof PDFRawStream ? toUnicode(streamText(cmap)) : null);
  }
  return fonts;
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
  for (const page of doc.getPages()) {
    const fonts = fontsOf(page);
    const onPage: string[] = [];
    for (const stream of contentsOf(page)) {
      let font: Map<string, string> | null = null;
      for (const m of streamText(stream).matchAll(/(\/\S+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
        if (m[1]) font = fonts.get(m[1]) ?? null;
        else if (font)
          onPage.push(
            m[2]!
              .match(/.{4}/g)
              ?.map((g) => font!.get(g.toLowerCase()) ?? '?')
              .join('') ?? '',
          );
        else onPage.push(Buffer.from(m[2]!, 'hex').toString('latin1'));
      }
    }
    drawn.push(...onPage);
    pageTexts.push(onPage.join('\n'));
  }
  return {
    pages: doc.getPageCount(),
    title: doc.getTitle(),
    text: drawn.join('\n'),
    pageTexts,
    images,
  };
}
