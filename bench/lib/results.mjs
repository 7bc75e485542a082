import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// bench/RESULTS.md is written by several commands (`npm run bench`, bench/bombs.mjs,
// `npm run bench:dashboard`, `npm run topology`); each owns its own `## ` sections and leaves the others.

const TITLE = '# Benchmark results';
const sections = (text) => text.split(/\n(?=## )/);
const headingOf = (section) => section.split('\n', 1)[0];

/**
 * Writes `text` (a command's own `## ` sections, optionally after its `# ` title block) into a
 * results file: each of its sections replaces the one of the same heading in place, new ones are
 * appended, and every other command's sections stay as they are.
 */
export const writeSections = (file, text) => {
  const parts = sections(text.trim());
  const fresh = new Map(parts.filter((s) => s.startsWith('## ')).map((s) => [headingOf(s), s]));
  const previous = fs.existsSync(file) ? sections(fs.readFileSync(file, 'utf8').trimEnd()) : [TITLE];
  const head = parts[0].startsWith('# ') ? parts[0] : previous[0].startsWith('# ') ? previous[0] : TITLE;
  const kept = previous.filter((s) => s.startsWith('## ')).map((s) => fresh.get(headingOf(s)) ?? s);
  const added = [...fresh.values()].filter((s) => !kept.includes(s));
  fs.writeFileSync(file, [head, ...kept, ...added].map((p) => p.trimEnd()).join('\n\n') + '\n');
};

/** Replaces (or appends) the `## heading` section of a results file, leaving the others as they are. */
export const writeSection = (file, heading, lines) => writeSections(file, `## ${heading}\n\n${lines.join('\n')}\n`);

/** The `## heading` section of a results file; '' when absent. */
export const readSection = (file, heading) =>
  (fs.existsSync(file) ? sections(fs.readFileSync(file, 'utf8')) : [])
    .find((p) => p.startsWith(`## ${heading}\n`))
    ?.trimEnd() ?? '';

/**
 * A bench module run as a command (`node bench/doors.mjs`) rather than imported by `npm run bench`:
 * measures its section and writes it into bench/RESULTS.md beside the module.
 */
export const runAlone = async (moduleUrl, section) => {
  const file = fileURLToPath(moduleUrl);
  if (!process.argv[1] || path.resolve(process.argv[1]) !== file) return;
  writeSections(path.join(path.dirname(file), 'RESULTS.md'), (await section()).join('\n'));
  console.log('\nWritten to bench/RESULTS.md');
};
