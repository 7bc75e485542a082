import {
  COMPANY_FIGURE_LABELS,
  materialMinutes,
  rangeMinutes,
  type CompanyFacts,
  type DoorMaterial,
  type DoorType,
} from '@portfolio/contract';

/**
 * What a page or PDF claims about the fire-door range and the company, found in its text, checked
 * against the data (the consistency test): a rating the range does not back, a material's
 * rating it is not offered in, a company figure, founding year or years in business other than the
 * facts'. Each answer is a list of problems, each naming where and what it read.
 */

/** A page's text as a reader meets it: scripts and tags out, every block boundary a sentence break. */
export const visibleText = (html: string) =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<\/(p|li|tr|td|th|h[1-6]|dt|dd|div|section|summary|caption|figcaption)>/g, ' ¶ ')
    .replace(/<br\s*\/?>/g, ' ¶ ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;|&rsquo;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/\s+/g, ' ');

const sentences = (text: string) => text.split(/\s*¶\s*|(?<=[.;:!?])\s+|\n+/).filter((s) => s.trim());

/** "30 and 60 minutes", "60, 90 and 120 minutes", "30-minute", "120 min", "30 to 120 minutes". */
const MINUTES =
  /\b(\d{2,3}(?:(?:\s*,\s*|\s+and\s+|\s+or\s+|\s+to\s+|\s*[–-]\s*)\d{2,3})*)(?:\s|-)?(?:minutes?|mins?)\b/gi;
const FIRE_WORDS = /fire|door|rated|rating|timber|steel|integrity|insulation|IS 3614|BS 476/i;

export const ratingProblems = (text: string, range: DoorType[], where: string): string[] => {
  const offered = new Set(rangeMinutes(range));
  const problems: string[] = [];
  for (const sentence of sentences(text)) {
    if (!FIRE_WORDS.test(sentence)) continue;
    const materials = (['timber', 'steel'] as DoorMaterial[]).filter((m) =>
      new RegExp(`\\b${m}\\b`, 'i').test(sentence),
    );
    for (const match of sentence.matchAll(MINUTES)) {
      const numbers = match[1].match(/\d{2,3}/g)!.map(Number);
      const isSpan = /\bto\b|[–-]/.test(match[1]) && numbers.length === 2;
      for (const minutes of isSpan ? numbers : numbers) {
        if (!offered.has(minutes))
          problems.push(`${where}: "${sentence.trim()}" names ${minutes} minutes, which the range does not back`);
        else if (materials.length === 1 && !materialMinutes(range, materials[0]).includes(minutes))
          problems.push(`${where}: "${sentence.trim()}" names ${minutes} minutes in ${materials[0]}, not in the range`);
      }
    }
  }
  return problems;
};

const num = (s: string) => Number(s.replace(/,/g, ''));

/**
 * The company's figures wherever a text puts a number beside one of their labels, the founding year and years in
 * business.
 */
export const figureProblems = (
  text: string,
  facts: CompanyFacts,
  where: string,
  /** How the text pairs a figure with its label: a page's "label, value" (dt, dd), a PDF cover's "value, label". */
  order: 'label-value' | 'value-label' = 'label-value',
  /** Labels that here count a part of the company (a service's statement's own square feet): not checked. */
  scoped: string[] = [],
): string[] => {
  const problems: string[] = [];
  const expect = (label: string, found: number, want: number | null | undefined, context: string) => {
    if (scoped.some((s) => s.toLowerCase() === label.toLowerCase()) || /^(projects?|states?)$/i.test(label)) return;
    if (want == null) problems.push(`${where}: "${context}" states ${label} ${found}, which the facts do not state`);
    else if (found !== want) problems.push(`${where}: "${context}" states ${label} ${found}, the facts say ${want}`);
  };
  const byLabel: Array<[string, number | null]> = [
    ...Object.entries(COMPANY_FIGURE_LABELS).map(
      ([key, label]) => [label, facts.figures.find((f) => f.key === key)?.value ?? null] as [string, number | null],
    ),
    ['Years in business', facts.yearsInBusiness],
  ];
  const wanted = new Map(byLabel.map(([label, want]) => [label.toLowerCase(), want]));
  const labels = byLabel.map(([label]) => label.replace(/ /g, '\\s+')).join('|');
  if (order === 'value-label') {
    // A PDF's row of figures reads as its values, then their labels in the same order ("250 14 28 Projects
    // delivered States worked in Years in business"); a single pair reads "250 Projects delivered".
    // A service's or sector's own "Projects" and "States" stand in the row too (read to pair the others, not checked).
    const rowLabels = `${labels}|Projects?|States?`;
    const row = new RegExp(`((?:\\d[\\d,]*\\+?\\s+)+)((?:(?:${rowLabels})\\b\\s*)+)`, 'gi');
    for (const m of text.matchAll(row)) {
      const values = m[1].trim().split(/\s+/);
      const named = [...m[2].matchAll(new RegExp(`${rowLabels}`, 'gi'))].map((l) => l[0].replace(/\s+/g, ' '));
      const pairs = values.length >= named.length ? values.slice(-named.length) : values;
      pairs.forEach((value, i) =>
        expect(named[i], num(value), wanted.get(named[i].toLowerCase()), m[0].replace(/\s+/g, ' ').trim()),
      );
    }
  } else
    for (const m of text.matchAll(new RegExp(`\\b(${labels})\\s*(?:¶\\s*|:\\s*)?(\\d[\\d,]*)`, 'gi'))) {
      const label = m[1].replace(/\s+/g, ' ');
      expect(label, num(m[2]), wanted.get(label.toLowerCase()), m[0]);
    }
  for (const m of text.matchAll(/\b(?:founded|established|since)\b[^¶\d.]{0,30}(?:¶\s*)?((?:19|20)\d\d)\b/gi))
    expect('the founding year', Number(m[1]), facts.foundingYear, m[0]);
  for (const m of text.matchAll(/\b(\d+)\+?\s+years\s+(?:in business|of experience)/gi))
    expect('years in business', Number(m[1]), facts.yearsInBusiness, m[0]);
  for (const m of text.matchAll(/\b(\d+)(?:st|nd|rd|th)\s+project\b/gi))
    problems.push(`${where}: "${m[0]}" counts projects in free text`);
  return problems;
};
