/**
 * Drafts and preview. `draft` is an optional multipart field of `addClient` and
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
  /** addClient's `draftOf` without the valid `draftKey` its draft's save answered to this user. */
  draftKeyInvalid:
    'This draft can no longer be saved from the Add Client form. Open it from its client\u2019s sites to edit it.',
  /** addClient's `draftOf` naming a project that is no longer a draft. */
  draftPublished: 'This project is already published. Open it from its client\u2019s sites to edit it.',
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
  /** Above the add form once Preview saved its draft: the form now edits that draft. */
  previewing: (name: string) =>
    `Saved as the draft \u201c${name}\u201d and opened its preview. ` +
    'Submit publishes it; Save as draft or Preview updates it.',
  /** Beside the add form's Submit (the spec's button, which publishes). */
  submitHint: 'Submit publishes the project; Save as draft keeps it off the website until you publish it.',
} as const;

/** `draft` as a form sends it: 'true' / 'false' (or a boolean); null when it is neither. Blank means false. */
export const parseDraft = (value: unknown): boolean | null => {
  if (value === undefined || value === null || String(value).trim() === '') return false;
  const text = String(value).trim().toLowerCase();
  return text === 'true' ? true : text === 'false' ? false : null;
};

/** How long the add form may go on saving the draft its Preview saved (addClient `draftOf` + `draftKey`). */
export const ADD_DRAFT_HOURS = 24;

/** The claims' page key of a project's Preview token (company pages use their slug; a project its id). */
export const projectPreviewKey = (siteId: string) => `site:${siteId}`;
