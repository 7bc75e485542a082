/**
 * Links editors type into page blocks (a call to action's or a card's link, `[text](link)` in a
 * block's text): one rule for which of them are pages of this site, used by the cms when a page is
 * saved and by the web renderer (web/src/public/blocks/BlockLink, components/Markdown).
 */
const ON_SITE = 'https://on-site.invalid';

/**
 * A path of this site ("/contact", "/projects?service=fire-doors"): it starts with "/" and a browser
 * keeps it on this origin. "//host/…" (protocol-relative) and "/\host/…" (browsers read "\" as "/")
 * go to another host, as does "/<tab>/host" (browsers drop tabs and newlines in URLs).
 */
export const isOnSiteLink = (link: string): boolean => {
  if (!link.startsWith('/')) return false;
  try {
    return new URL(link, ON_SITE).origin === ON_SITE;
  } catch {
    return false;
  }
};

/** A link with its scheme: another site (http, https), an email address or a phone number. */
const WITH_SCHEME = /^(https?:|mailto:|tel:)/i;

/**
 * Where a block's link goes: a path of this site as typed, a link with a scheme as typed, a bare
 * domain ("www.example.com") on https; null for a path that leaves the site ("//host", "/\host").
 */
export const blockLinkHref = (link: string): string | null => {
  if (isOnSiteLink(link) || WITH_SCHEME.test(link)) return link;
  return /^[/\\]/.test(link) ? null : `https://${link}`;
};

/** Where a `[text](link)` in a block's text goes: a site path or a link with a scheme; else null (no link). */
export const textLinkHref = (link: string): string | null =>
  isOnSiteLink(link) || WITH_SCHEME.test(link) ? link : null;

/** `[text](link)` in a block's text (markdown): group 1 the text, group 2 the link. */
export const MARKDOWN_LINK = /\[([^\]]+)\]\(([^)\s]+)\)/;

export const LINK_MESSAGES = {
  offSite: (link: string, where: string) =>
    `The link "${link}" in ${where} leads to another site, not to a page of this one. ` +
    'A link to a page of this site starts with a single "/" (like /contact); ' +
    'a link to another site starts with https://.',
} as const;

/** A link that starts like a site path ("/" or "\") but leaves the site. */
const leavesSite = (link: string) => /^[/\\]/.test(link.trim()) && !isOnSiteLink(link.trim());

type Fields = Record<string, unknown>;
const isFields = (v: unknown): v is Fields => !!v && typeof v === 'object' && !Array.isArray(v);

/** The blocks' fields that are a link themselves (the call to action's, a card's). */
const LINK_FIELDS = new Set(['url', 'linkUrl']);

/**
 * The first link in a page's blocks (as the admin panel saves them) that starts like a path of this
 * site but leads to another host, as a message naming it and its block; null when there is none.
 * Checks the call to action's and the cards' links and every `[text](link)` in the blocks' texts.
 */
export const blocksLinkProblem = (blocks: unknown): string | null => {
  if (!Array.isArray(blocks)) return null;
  for (const block of blocks.filter(isFields)) {
    const title = typeof block.title === 'string' && block.title.trim() ? ` "${block.title.trim()}"` : '';
    const where = `the ${String(block.__component ?? 'block').replace(/^blocks\./, '')} block${title}`;
    const parts: Fields[] = [block, ...(Array.isArray(block.items) ? block.items.filter(isFields) : [])];
    for (const part of parts) {
      for (const [field, value] of Object.entries(part)) {
        if (typeof value !== 'string') continue;
        if (LINK_FIELDS.has(field) && leavesSite(value)) return LINK_MESSAGES.offSite(value.trim(), where);
        for (const m of value.matchAll(new RegExp(MARKDOWN_LINK.source, 'g'))) {
          if (leavesSite(m[2])) return LINK_MESSAGES.offSite(m[2], where);
        }
      }
    }
  }
  return null;
};
