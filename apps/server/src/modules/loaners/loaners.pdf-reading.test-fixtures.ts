import { PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from 'pdf-lib';

/**
 * Test helper: what a PDF shows, read back with pdf-lib. The text is every string its content
 * streams draw (`<hex> Tj` as pdf-lib writes Helvetica), the images every image XObject.
 */
export async function readPdf(bytes: Buffer) {
  const doc = await PDFDocument.load(bytes);
  const drawn: string[] = [];
  const images: { width: number; height: number }[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const subtype = object.dict.get(PDFName.of('Subtype'));
    if (subtype === PDFName.of('Image')) {
      images.push({
        width: Number(object.dict.get(PDFName.of('Width'))?.toString()),
        height: Number(object.dict.get(PDFName.of('Height'))?.toString()),
      });
      continue;
    }
    if (subtype !== undefined) continue;
    const content = Buffer.from(decodePDFRawStream(object).decode()).toString('latin1');
    for (const m of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      drawn.push(Buffer.from(m[1]!, 'hex').toString('latin1'));
  }
  return { pages: doc.getPageCount(), title: doc.getTitle(), text: drawn.join('\n'), images };
}
