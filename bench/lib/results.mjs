import fs from 'node:fs';

const sections = (text) => text.split(/\n(?=## )/);

/** Replaces (or appends) the `## heading` section of a results file, leaving the others as they are. */
export const writeSection = (file, heading, lines) => {
  const body = `## ${heading}\n\n${lines.join('\n')}\n`;
  const parts = fs.existsSync(file) ? sections(fs.readFileSync(file, 'utf8').trimEnd()) : ['# Benchmark results\n'];
  const at = parts.findIndex((p) => p.startsWith(`## ${heading}\n`));
  if (at >= 0) parts[at] = body;
  else parts.push(body);
  fs.writeFileSync(file, parts.map((p) => p.trimEnd()).join('\n\n') + '\n');
};

/** The `## heading` section of a results file, to carry over when the file is rewritten; '' when absent. */
export const readSection = (file, heading) =>
  (fs.existsSync(file) ? sections(fs.readFileSync(file, 'utf8')) : []).find((p) => p.startsWith(`## ${heading}\n`))?.trimEnd() ?? '';

