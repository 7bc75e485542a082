import type { Context } from 'koa';

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

/** Answers `csv` as a download named `<name>-<today>.csv`, never cached (the exports hold personal data). */
export const sendCsv = (ctx: Context, name: string, csv: string) => {
  ctx.set('Content-Disposition', `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`);
  ctx.set('Cache-Control', 'no-store');
  ctx.type = 'text/csv; charset=utf-8';
  ctx.body = csv;
};
