/**
 * Loads the screens a test file renders before its first test. Importing antd and a lazy screen is
 * seconds of CPU on a quiet 2-core machine and minutes on a busy one; the budget only catches a hang,
 * so it is the same generous one for every file.
 */
export const IMPORT_BUDGET_MS = 240_000;

export const warmImports = (...loaders: (() => Promise<unknown>)[]) =>
  beforeAll(() => Promise.all(loaders.map((load) => load())), IMPORT_BUDGET_MS);
