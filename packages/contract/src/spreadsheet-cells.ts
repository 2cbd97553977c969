// What every export a spreadsheet opens (CSV, XLSX, IIF) does to its text cells, whatever the area.

/**
 * Where a spreadsheet may read a formula (OWASP CSV injection): a formula character (`=`, `+`,
 * `-`, `@`, their full-width forms, tab, CR) at the start of the text or right after a character
 * that some reader splits cells on (`,`, `;`, tab, a line break).
 */
const FORMULA_START = /(^|[,;\t\r\n])(?=[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20])/g;

/**
 * A text cell that a spreadsheet would run as a formula gets an apostrophe before each place a
 * formula could start, so it shows as the text it is, whatever separator the reader splits on.
 * Numbers are not text cells: they stay numbers (XLSX) or plain decimals.
 */
export function neutraliseFormula(value: string): string {
  return value.replace(FORMULA_START, "$1'");
}
