import { UndecodableError, type DecodeParms } from './pdf-filters';

/**
 * A small reader for the values of a PDF's objects (the dictionaries in front of streams): names,
 * numbers, strings (only that there is one), references, arrays and dictionaries, with the file's
 * comments and whitespace skipped. What pdf-scan.ts reads a stream's filters from.
 */

/** A PDF name's `#xx` escapes decoded (`/J#61vaScript` is `/JavaScript`). */
export const decodeName = (raw: string) =>
  raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

export type PdfValue =
  | number
  | boolean
  | null
  | { name: string }
  | { string: true }
  | { ref: string }
  | PdfValue[]
  | { dict: Record<string, PdfValue> };

export class ParseError extends Error {
  constructor(readonly at: number) {
    super('unparsable PDF object');
  }
}

const WHITESPACE = /[\x00\t\n\f\r ]/;
const REGULAR = /[^\x00\t\n\f\r ()<>[\]{}/%]/;

export const skipSpace = (text: string, at: number) => {
  let i = at;
  for (;;) {
    while (i < text.length && WHITESPACE.test(text[i])) i++;
    if (text[i] !== '%') return i;
    while (i < text.length && text[i] !== '\n' && text[i] !== '\r') i++;
  }
};

export const parseValue = (text: string, at: number, depth = 0): [PdfValue, number] => {
  if (depth > 64) throw new ParseError(at);
  let i = skipSpace(text, at);
  const c = text[i];
  if (c === undefined) throw new ParseError(i);
  if (text.startsWith('<<', i)) {
    const dict: Record<string, PdfValue> = {};
    i += 2;
    for (;;) {
      i = skipSpace(text, i);
      if (text.startsWith('>>', i)) return [{ dict }, i + 2];
      const [key, afterKey] = parseValue(text, i, depth + 1);
      if (!key || typeof key !== 'object' || !('name' in key)) throw new ParseError(i);
      const [value, afterValue] = parseValue(text, afterKey, depth + 1);
      dict[key.name] = value;
      i = afterValue;
    }
  }
  if (c === '[') {
    const list: PdfValue[] = [];
    i++;
    for (;;) {
      i = skipSpace(text, i);
      if (text[i] === ']') return [list, i + 1];
      const [value, after] = parseValue(text, i, depth + 1);
      list.push(value);
      i = after;
    }
  }
  if (c === '(') {
    let nesting = 0;
    for (; i < text.length; i++) {
      if (text[i] === '\\') i++;
      else if (text[i] === '(') nesting++;
      else if (text[i] === ')' && --nesting === 0) return [{ string: true }, i + 1];
    }
    throw new ParseError(i);
  }
  if (c === '<') {
    const end = text.indexOf('>', i);
    if (end < 0) throw new ParseError(text.length);
    return [{ string: true }, end + 1];
  }
  if (c === '/') {
    let j = i + 1;
    while (j < text.length && REGULAR.test(text[j])) j++;
    return [{ name: decodeName(text.slice(i + 1, j)) }, j];
  }
  const number = /^[+-]?(?:\d+\.?\d*|\.\d+)/.exec(text.slice(i, i + 32));
  if (number) {
    const ref = /^(\d+)\s+(\d+)\s+R(?![^\x00\t\n\f\r ()<>[\]{}/%])/.exec(text.slice(i, i + 48));
    if (ref) return [{ ref: `${Number(ref[1])} ${Number(ref[2])}` }, i + ref[0].length];
    return [Number(number[0]), i + number[0].length];
  }
  for (const [word, value] of [
    ['true', true],
    ['false', false],
    ['null', null],
  ] as const)
    if (text.startsWith(word, i)) return [value, i + word.length];
  throw new ParseError(i);
};

export const isName = (v: PdfValue): v is { name: string } => !!v && typeof v === 'object' && 'name' in v;
export const isDict = (v: PdfValue): v is { dict: Record<string, PdfValue> } =>
  !!v && typeof v === 'object' && 'dict' in v;
export const isRef = (v: PdfValue): v is { ref: string } => !!v && typeof v === 'object' && 'ref' in v;

/**
 * A stream's filter chain and parameters; throws UndecodableError when they are not plain names and dictionaries (an
 * indirect filter).
 */
export const filtersOf = (dict: Record<string, PdfValue>): { filters: string[]; parms: DecodeParms[] } => {
  const filter = dict.Filter ?? dict.F;
  const rawParms = dict.DecodeParms ?? dict.DP;
  const filters =
    filter === undefined || filter === null
      ? []
      : isName(filter)
        ? [filter.name]
        : Array.isArray(filter) && filter.every(isName)
          ? filter.map((f) => f.name)
          : null;
  if (!filters) throw new UndecodableError('a filter that is not a name');
  const asParms = (v: PdfValue | undefined): DecodeParms => {
    if (v === undefined || v === null) return null;
    if (!isDict(v)) throw new UndecodableError('decode parameters that are not a dictionary');
    return Object.fromEntries(
      Object.entries(v.dict).map(([k, value]) => [k, typeof value === 'number' ? value : null]),
    );
  };
  const parms = Array.isArray(rawParms) ? rawParms.map(asParms) : [asParms(rawParms)];
  return { filters, parms };
};
