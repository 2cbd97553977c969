import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/**
 * A few lines of layout over pdf-lib for the loaner PDFs (the agreement, the statement): text that
 * wraps and flows onto new pages, in Helvetica. Helvetica speaks WinAnsi only, so other characters
 * are written as their closest plain form, or `?`.
 */

const PAGE: [number, number] = [612, 792]; // US Letter, in points
const MARGIN = 54;
const WIDTH = PAGE[0] - 2 * MARGIN;

const PLAIN: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
  '…': '...',
  '×': 'x',
  '−': '-',
};

/** Text Helvetica can draw: Latin-1 as is, known punctuation in plain form, the rest `?`. */
export function winAnsi(text: string): string {
  return [...text]
    .map((ch) => PLAIN[ch] ?? (ch === '\n' || (ch >= ' ' && ch.charCodeAt(0) <= 0xff) ? ch : '?'))
    .join('');
}

export class PdfLayout {
  private page!: PDFPage;
  private y = 0;

  private constructor(
    readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.newPage();
  }

  static async create(title: string): Promise<PdfLayout> {
    const doc = await PDFDocument.create();
    doc.setTitle(winAnsi(title));
    doc.setProducer('Fleetdesk');
    doc.setCreationDate(new Date());
    const layout = new PdfLayout(
      doc,
      await doc.embedFont(StandardFonts.Helvetica),
      await doc.embedFont(StandardFonts.HelveticaBold),
    );
    return layout;
  }

  private newPage() {
    this.page = this.doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }

  private room(height: number) {
    if (this.y - height < MARGIN) this.newPage();
  }

  /** Lines of `text` no wider than `width` at `size`. */
  private wrap(text: string, font: PDFFont, size: number, width = WIDTH): string[] {
    const lines: string[] = [];
    for (const paragraph of winAnsi(text).split('\n')) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (line && font.widthOfTextAtSize(candidate, size) > width) {
          lines.push(line);
          line = word;
        } else line = candidate;
      }
      lines.push(line);
    }
    return lines;
  }

  title(text: string) {
    this.text(text, { size: 18, bold: true });
    this.gap(6);
  }

  heading(text: string) {
    this.gap(8);
    this.text(text, { size: 12, bold: true });
    this.page.drawLine({
      start: { x: MARGIN, y: this.y + 2 },
      end: { x: MARGIN + WIDTH, y: this.y + 2 },
      thickness: 0.5,
      color: rgb(0.6, 0.6, 0.6),
    });
    this.gap(4);
  }

  text(text: string, opts: { size?: number; bold?: boolean } = {}) {
    const size = opts.size ?? 10;
    const font = opts.bold ? this.bold : this.regular;
    for (const line of this.wrap(text, font, size)) {
      this.room(size + 4);
      this.y -= size + 4;
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font });
    }
  }

  /** A label and its value on one line (the value wraps beside the label). */
  field(label: string, value: string) {
    const size = 10;
    const labelWidth = 150;
    const lines = this.wrap(value || '-', this.regular, size, WIDTH - labelWidth);
    for (const [i, line] of lines.entries()) {
      this.room(size + 4);
      this.y -= size + 4;
      if (i === 0)
        this.page.drawText(winAnsi(label), { x: MARGIN, y: this.y, size, font: this.bold });
      this.page.drawText(line, { x: MARGIN + labelWidth, y: this.y, size, font: this.regular });
    }
  }

  /** Columns at the given x offsets (from the margin); the last column is right-aligned. */
  row(cells: string[], offsets: number[], opts: { bold?: boolean } = {}) {
    const size = 10;
    const font = opts.bold ? this.bold : this.regular;
    this.room(size + 4);
    this.y -= size + 4;
    cells.forEach((cell, i) => {
      const text = winAnsi(cell);
      const last = i === cells.length - 1;
      const x = last
        ? MARGIN + WIDTH - font.widthOfTextAtSize(text, size)
        : MARGIN + (offsets[i] ?? 0);
      this.page.drawText(text, { x, y: this.y, size, font });
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

  async bytes(): Promise<Buffer> {
    return Buffer.from(await this.doc.save());
  }
}
