import fs from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * What a test file costs, guessed from its text: each Strapi it starts is a boot of several CPU
 * seconds, a demo seed a minute of image work, then its length.
 */
const weight = (file: string) => {
  const text = fs.readFileSync(file, 'utf8');
  const count = (pattern: RegExp) => text.match(pattern)?.length ?? 0;
  return count(/SEED_DEMO: 'true'/g) * 60 + count(/startServer\(/g) * 10 + text.length / 2_000;
};

/**
 * Longest files first, so that no worker idles at the end of a pass while one long file finishes.
 * With the durations of an earlier run (vitest's cache: the PostgreSQL pass has the SQLite pass's)
 * vitest's own order does that; on a fresh clone, which has none, the files go by their weight.
 */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const known = files.every((f) =>
      this.ctx.cache.getFileTestResults(`${f.project.name}:${path.relative(root, f.moduleId)}`),
    );
    if (known) return super.sort(files);
    const weights = new Map(files.map((f) => [f, weight(f.moduleId)]));
    return [...files].sort((a, b) => weights.get(b)! - weights.get(a)!);
  }
}
