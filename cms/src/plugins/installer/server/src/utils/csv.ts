/**
 * RFC 4180 CSV with a UTF-8 byte order mark (so spreadsheet apps read accents right). Every cell is
 * quoted; a cell starting with = + - @ or a tab/CR is prefixed with ' so a spreadsheet shows it as
 * text instead of running it as a formula (CSV injection).
 */
const cell = (value: unknown): string => {
  let text = value == null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
};

export const toCsv = (rows: unknown[][]): string => `\uFEFF${rows.map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
