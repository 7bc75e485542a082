import { FILE_KINDS, MESSAGES, type FileKind } from '@portfolio/contract';

/** Browser-side check of a chosen file against the contract's accepted kinds (the server checks content too). */
export const checkFile = (file: File | null | undefined, kind: FileKind, label: string): string | undefined => {
  if (!file) return undefined;
  const rule = FILE_KINDS[kind];
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk =
    (rule.mimes as readonly string[]).includes(file.type) || (rule.extensions as readonly string[]).includes(ext);
  if (!typeOk) return MESSAGES.invalidFile(label, rule.label);
  if (file.size > rule.maxBytes) return MESSAGES.fileTooLarge(label, Math.round(rule.maxBytes / 1024 / 1024));
  return undefined;
};

export const acceptOf = (kind: FileKind) => FILE_KINDS[kind].mimes.join(',');
