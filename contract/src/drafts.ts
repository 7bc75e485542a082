/**
 * Drafts and preview (issue 33). `draft` is an optional multipart field of `addClient` and
 * `updateSite` ('true' / 'false', default false, needing edit-site-details like the key facts). A
 * draft project is invisible to visitors everywhere (its page answers 404; lists, counts, filters,
 * the sitemap, JSON-LD and every anonymous /api/v1 answer leave it out; a client whose projects are
 * all drafts is not shown); the dashboard shows it marked Draft. `POST /api/v1/clients/previewSite`
 * with `{ clientId, siteId }` answers `{ url }`: the project's public page with a signed token valid
 * PROJECT_PREVIEW_MINUTES, which shows the draft (noindex, never cached) under the "Preview: draft" bar.
 */

export const DRAFT_LABEL = 'Draft';

/** How long a project's Preview link opens its draft. */
export const PROJECT_PREVIEW_MINUTES = 15;

export const DRAFT_MESSAGES = {
  draftInvalid: 'Draft must be true or false.',
  /** The preview bar on a project page shown from a valid Preview link. */
  previewBar: 'Preview: draft. Visitors cannot see this project until you publish it.',
} as const;

/** The dashboard's buttons, tag and toasts for drafts. */
export const DRAFT_TEXT = {
  saveDraft: 'Save as draft',
  preview: 'Preview',
  publish: 'Publish',
  tag: DRAFT_LABEL,
  draftSaved: 'Draft saved. Visitors cannot see it until you publish it.',
  published: 'Published: the project is on the website.',
  openPreview: 'Open preview',
  previewFailed: 'The preview could not be opened.',
  /** Beside the add form's Submit (the spec's button, which publishes). */
  submitHint: 'Submit publishes the project; Save as draft keeps it off the website until you publish it.',
} as const;

/** `draft` as a form sends it: 'true' / 'false' (or a boolean); null when it is neither. Blank means false. */
export const parseDraft = (value: unknown): boolean | null => {
  if (value === undefined || value === null || String(value).trim() === '') return false;
  const text = String(value).trim().toLowerCase();
  return text === 'true' ? true : text === 'false' ? false : null;
};

/** The claims' page key of a project's Preview token (company pages use their slug; a project its id). */
export const projectPreviewKey = (siteId: string) => `site:${siteId}`;
