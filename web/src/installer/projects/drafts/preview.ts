import { previewSite } from './api';

/**
 * How a save ends: the spec's save (published, or the draft state left as it is), a draft, a draft then its preview, or
 * published.
 */
export type SaveMode = 'save' | 'draft' | 'preview' | 'publish';

/** The `draft` field a save sends (none for the spec's own save, so it behaves as before). */
export const appendDraft = (form: FormData, mode: SaveMode) => {
  if (mode === 'draft' || mode === 'preview') form.append('draft', 'true');
  if (mode === 'publish') form.append('draft', 'false');
  return form;
};

/**
 * A tab for the preview, opened while the click still counts as the user's (browsers block a
 * window opened later, after the save's upload); `show` sends it to the Preview link once the
 * draft is saved, `close` drops it when the save does not happen.
 */
export const previewTab = () => {
  const tab = typeof window !== 'undefined' ? window.open('', '_blank') : null;
  return {
    async show(clientId: string, siteId: string): Promise<string> {
      const url = await previewSite(clientId, siteId);
      if (tab && !tab.closed) tab.location.href = url;
      return url;
    },
    close: () => tab?.close(),
  };
};
