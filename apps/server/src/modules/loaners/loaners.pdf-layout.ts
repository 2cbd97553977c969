import {
  PDFDict,
  PDFDocument,
  PDFName,
  PDFString,
  rgb,
  type PDFImage,
  type PDFPage,
} from 'pdf-lib';
import { PdfFonts } from '../../platform/pdf-fonts';
import type { ShopLetterhead } from '../shop-identity';

/**
 * A few lines of layout over pdf-lib for the loaner PDFs (the agreement, the statement): the
 * shop's letterhead, text that wraps and flows onto new pages, pictures. Every text is drawn as
 * written, in the fonts platform/pdf-fonts.ts picks for its characters.
 */

const PAGE: [number, number] = [612, 792]; // US Letter, in points
const MARGIN = 54;
const WIDTH = PAGE[0] - 2 * MARGIN;
const GREY = rgb(0.35, 0.35, 0.35);

/** Every string in `value` (a record the document prints from), for the fonts it needs. */
function stringsOf(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const v of value) stringsOf(v, into);
  else if (value && typeof value === 'object')
    for (const v of Object.values(value)) stringsOf(v, into);
  return into;
}

type TextOptions = { size?: number; bold?: boolean; color?: ReturnType<typeof rgb> };

/** Draws `text` (one line) at x, y, in the fonts its characters need, as it is shown. */
function drawLine(
  page: PDFPage,
  fonts: PdfFonts,
  text: string,
  x: number,
  y: number,
  o: TextOptions,
) {
  fonts.draw(page, text, { x, y, size: o.size ?? 10, bold: o.bold, color: o.color });
}

/**
 * The shop's letterhead at the top of `page` (the agreement, the statement, and the invoice to
 * come): its legal name, address, phone and e-mail on the left, its logo on the right; the shop's
 * name alone when it set no identity. Returns the y below it.
 */
export function drawShopIdentity(
  page: PDFPage,
  identity: ShopLetterhead,
  fonts: PdfFonts,
  logo: PDFImage | null,
): number {
  const top = PAGE[1] - MARGIN;
  let y = top;
  const logoBox = { width: 160, height: 60 };
  let logoHeight = 0;
  if (logo) {
    const scale = Math.min(logoBox.width / logo.width, logoBox.height / logo.height, 1);
    const [w, h] = [logo.width * scale, logo.height * scale];
    page.drawImage(logo, { x: MARGIN + WIDTH - w, y: top - h, width: w, height: h });
    logoHeight = h;
  }
  const textWidth = WIDTH - (logo ? logoBox.width + 12 : 0);
  const lines: [string, TextOptions][] = [
    [identity.legal_name || identity.name, { size: 13, bold: true }],
    ...identity.address
      .split('\n')
      .map((l): [string, TextOptions] => [l, { size: 9, color: GREY }]),
    [[identity.phone, identity.email].filter(Boolean).join(' · '), { size: 9, color: GREY }],
  ];
  for (const [text, o] of lines) {
    for (const line of wrapText(fonts, text.trim(), o.size ?? 10, textWidth, o.bold)) {
      if (!line) continue;
      y -= (o.size ?? 10) + 3;
      drawLine(page, fonts, line, MARGIN, y, o);
    }
  }
  y = Math.min(y, top - logoHeight) - 8;
  page.drawLine({
    start: { x: MARGIN, y },
    end: { x: MARGIN + WIDTH, y },
    thickness: 0.75,
    color: GREY,
  });
  return y - 10;
}

/** Lines of `text` no wider than `width` at `size`. */
function wrapText(fonts: PdfFonts, text: string, size: number, width: number, bold = false) {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && fonts.widthOf(candidate, size, bold) > width) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    lines.push(line);
  }
  return lines;
}

/** A picture's bytes as pdf-lib embeds them (the caller checked the type and size). */
export type Picture = { bytes: Uint8Array; type: 'png' | 'jpeg' };

const embedPicture = (doc: PDFDocument, p: Picture) =>
  p.type === 'png' ? doc.embedPng(p.bytes) : doc.embedJpg(p.bytes);

/**
 * The pages of pictures say so in their page-piece data (PDF's place for an application's own):
 * a document drawn again with more pictures keeps every other page as it was and replaces these.
 */
const PIECE = PDFName.of('Fleetdesk');
const PICTURES = PDFName.of('Pictures');

function markPictures(page: PDFPage) {
  const piece = page.doc.context.obj({ LastModified: PDFString.fromDate(new Date()) });
  piece.set(PDFName.of('Private'), PICTURES);
  page.node.set(PDFName.of('PieceInfo'), page.doc.context.obj({ Fleetdesk: piece }));
}

const isPictures = (page: PDFPage) =>
  page.node
    .lookupMaybe(PDFName.of('PieceInfo'), PDFDict)
    ?.lookupMaybe(PIECE, PDFDict)
    ?.get(PDFName.of('Private')) === PICTURES;

export class PdfLayout {
  private page!: PDFPage;
  private y = 0;

  private constructor(
    readonly doc: PDFDocument,
    private readonly fonts: PdfFonts,
  ) {}

  /**
   * A document titled `title` under the shop's letterhead. `prints` is the record it prints
   * from: the fonts its characters need are embedded first (drawing is synchronous in pdf-lib).
   */
  static async create(
    title: string,
    letterhead: ShopLetterhead,
    prints: unknown,
  ): Promise<PdfLayout> {
    const doc = await PDFDocument.create();
    doc.setTitle(title);
    doc.setProducer('Fleetdesk');
    doc.setCreationDate(new Date());
    const fonts = await PdfFonts.for(doc, [title, ...stringsOf(letterhead), ...stringsOf(prints)]);
    const layout = new PdfLayout(doc, fonts);
    layout.newPage();
    // A logo that will not decode leaves the letterhead without it rather than failing the PDF.
    const logo = letterhead.logo
      ? await embedPicture(doc, letterhead.logo).catch(() => null)
      : null;
    layout.y = drawShopIdentity(layout.page, letterhead, fonts, logo);
    return layout;
  }

  /**
   * The document `drawn` (one this layout made) without its pages of pictures, to draw them again:
   * every other page is copied as it is (a signed agreement stays what was signed). `prints` as
   * for `create`: the record the new pages print from.
   */
  static async reopen(drawn: Uint8Array, prints: unknown): Promise<PdfLayout> {
    const before = await PDFDocument.load(drawn);
    const doc = await PDFDocument.create();
    doc.setTitle(before.getTitle() ?? '');
    doc.setProducer('Fleetdesk');
    doc.setCreationDate(before.getCreationDate() ?? new Date());
    doc.setModificationDate(new Date());
    const kept = before.getPageIndices().filter((i) => !isPictures(before.getPage(i)));
    for (const page of await doc.copyPages(before, kept)) doc.addPage(page);
    return new PdfLayout(doc, await PdfFonts.for(doc, stringsOf(prints)));
  }

  private newPage() {
    this.page = this.doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }

  private room(height: number) {
    if (this.y - height < MARGIN) this.newPage();
  }

  title(text: string) {
    this.text(text, { size: 18, bold: true });
    this.gap(6);
  }

  /**
   * A section's heading, its rule under the text (below the letters' descenders), on the page of
   * the first `keepWith` points of its section (a heading never ends a page alone).
   */
  heading(text: string, keepWith = 42) {
    this.gap(8);
    this.room(12 + 4 + 6 + keepWith);
    this.text(text, { size: 12, bold: true });
    this.page.drawLine({
      start: { x: MARGIN, y: this.y - 4 },
      end: { x: MARGIN + WIDTH, y: this.y - 4 },
      thickness: 0.5,
      color: rgb(0.6, 0.6, 0.6),
    });
    this.gap(6);
  }

  text(text: string, opts: { size?: number; bold?: boolean } = {}) {
    const size = opts.size ?? 10;
    for (const line of wrapText(this.fonts, text, size, WIDTH, opts.bold)) {
      this.room(size + 4);
      this.y -= size + 4;
      drawLine(this.page, this.fonts, line, MARGIN, this.y, { size, bold: opts.bold });
    }
  }

  /** A label and its value on one line (the value wraps beside the label). */
  field(label: string, value: string) {
    const size = 10;
    const labelWidth = 150;
    const lines = wrapText(this.fonts, value || '-', size, WIDTH - labelWidth);
    for (const [i, line] of lines.entries()) {
      this.room(size + 4);
      this.y -= size + 4;
      if (i === 0) drawLine(this.page, this.fonts, label, MARGIN, this.y, { size, bold: true });
      drawLine(this.page, this.fonts, line, MARGIN + labelWidth, this.y, { size });
    }
  }

  /** Columns at the given x offsets (from the margin); the last column is right-aligned. */
  row(cells: string[], offsets: number[], opts: { bold?: boolean } = {}) {
    const size = 10;
    this.room(size + 4);
    this.y -= size + 4;
    cells.forEach((cell, i) => {
      const last = i === cells.length - 1;
      const x = last
        ? MARGIN + WIDTH - this.fonts.widthOf(cell, size, opts.bold)
        : MARGIN + (offsets[i] ?? 0);
      drawLine(this.page, this.fonts, cell, x, this.y, { size, bold: opts.bold });
    });
  }

  gap(points: number) {
    this.y -= points;
  }

  /** A PNG (a drawn signature) scaled to fit `maxWidth` × `maxHeight`. */
  async image(png: Uint8Array, maxWidth = 220, maxHeight = 80) {
    const image = await this.doc.embedPng(png);
    const scale = Math.min(maxWidth / image.width, maxHeight / image.height, 1);
    const [w, h] = [image.width * scale, image.height * scale];
    this.room(h + 4);
    this.y -= h + 4;
    this.page.drawImage(image, { x: MARGIN, y: this.y, width: w, height: h });
  }

  /**
   * A new page titled `title` of pictures two abreast, each scaled to fit its cell with its
   * caption under it. A picture that will not decode is left out, not the document.
   */
  async pictures(title: string, pictures: { picture: Picture; caption: string }[]) {
    const embedded: { image: PDFImage; caption: string }[] = [];
    for (const p of pictures) {
      const image = await embedPicture(this.doc, p.picture).catch(() => null);
      if (image) embedded.push({ image, caption: p.caption });
    }
    if (embedded.length === 0) return;
    const first = this.doc.getPageCount();
    this.newPage();
    this.title(title);
    const gutter = 18;
    const cell = { width: (WIDTH - gutter) / 2, height: 190 };
    const captionSize = 9;
    for (let i = 0; i < embedded.length; i += 2) {
      const pair = embedded.slice(i, i + 2);
      const captions = pair.map((p) => wrapText(this.fonts, p.caption, captionSize, cell.width));
      const captionHeight = Math.max(...captions.map((c) => c.length)) * (captionSize + 3);
      this.room(cell.height + captionHeight + gutter);
      const top = this.y;
      pair.forEach(({ image }, column) => {
        const scale = Math.min(cell.width / image.width, cell.height / image.height);
        const [w, h] = [image.width * scale, image.height * scale];
        const x = MARGIN + column * (cell.width + gutter);
        this.page.drawImage(image, { x, y: top - h, width: w, height: h });
        let y = top - cell.height;
        for (const line of captions[column]!) {
          y -= captionSize + 3;
          drawLine(this.page, this.fonts, line, x, y, { size: captionSize });
        }
      });
      this.y = top - cell.height - captionHeight - gutter;
    }
    for (const page of this.doc.getPages().slice(first)) markPictures(page);
  }

  async bytes(): Promise<Buffer> {
    return Buffer.from(await this.doc.save());
  }
}
