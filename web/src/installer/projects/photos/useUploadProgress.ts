import { useState } from 'react';
import { filePercent, photoWindows } from './model';

/**
 * One multipart save's progress (XMLHttpRequest's upload events through api/http's `upload`): the
 * request's percent, each photo file's own percent (from where its bytes lie in the body), and
 * whether the bytes are all sent and the server is processing the photos.
 */
export const useUploadProgress = () => {
  const [state, setState] = useState<{ percent: number; windows: Array<[number, number]> } | null>(null);
  return {
    /** The request's percent while a save runs, else null. */
    percent: state?.percent ?? null,
    /** Each new photo's percent, in the order the files are sent (null while no save runs). */
    files: state ? state.windows.map((w) => filePercent(state.percent, w)) : null,
    /** Every byte is sent: the server checks and stores the photos before it answers. */
    processing: state !== null && state.percent >= 100,
    start: (form: FormData) => setState({ percent: 0, windows: photoWindows(form) }),
    onProgress: (percent: number) => setState((s) => (s ? { ...s, percent } : s)),
    stop: () => setState(null),
  };
};

export type UploadProgress = ReturnType<typeof useUploadProgress>;
