import { serviceOfPage, type PageBlock } from '@portfolio/contract';
import { SERVICE_COLUMNS } from '../projects/input';
import { isDraft } from '../projects/drafts';
import { BLOCKS_POPULATE, readsDoorRange, readsFacts, toBlock, type BlockRow } from '../pages/blocks';
import { projectOf, toPage, type PageRow, type ProjectRow } from '../utils/public-shapes';
import { getService } from '../utils/get-service';
import type { ReadContext } from './context';

/** A page row as stored: its blocks before they are resolved (pages/blocks). */
interface StoredPageRow extends Omit<PageRow, 'blocks'> {
  blocks?: BlockRow[] | null;
}

/**
 * A projects block's cards: the chosen ones; or the newest of its service or sector, the chosen
 * ones pinned first (an editor's picks, then every newer project without editing the page again);
 * or the featured ones in order, then the newest.
 */
const blockProjects = async ({ projects }: ReadContext, block: BlockRow) => {
  if (block.__component !== 'blocks.projects') return [];
  const limit = Math.min(12, Math.max(1, Number(block.limit) || 3));
  const chosen = ((block.projects ?? []) as ProjectRow[]).filter((p) => !isDraft(p));
  const pinnedThen = async (where: object) => {
    const pinned = chosen.slice(0, limit);
    if (pinned.length === limit) return pinned.map(projectOf);
    const notPinned = { documentId: { $notIn: pinned.map((p) => p.documentId) } };
    const others = pinned.length ? { $and: [where, notPinned] } : where;
    return [...pinned.map(projectOf), ...(await projects(others, limit - pinned.length))];
  };
  const column = SERVICE_COLUMNS[block.service as keyof typeof SERVICE_COLUMNS];
  switch (block.source) {
    case 'service':
      return column ? pinnedThen({ [column]: true }) : [];
    case 'sector':
      return block.sector ? pinnedThen({ industry: block.sector }) : [];
    case 'featured':
      return (await getService('featured').cards(limit)).projects;
    default:
      return chosen.slice(0, 12).map(projectOf);
  }
};

/**
 * A company page with its blocks (media, documents and projects resolved); null when there is none.
 * Pages have drafts (Draft & Publish): visitors read the published version; `draft` (a valid
 * Preview token's document) reads the draft.
 */
export const companyPage = async (ctx: ReadContext, slug: string, draft?: { documentId: string }) => {
  const where = draft
    ? { slug, documentId: draft.documentId, publishedAt: null }
    : { slug, publishedAt: { $notNull: true } };
  const row: StoredPageRow | null = await ctx.pages().findOne({
    where,
    populate: { hero: true, shareImage: true, blocks: BLOCKS_POPULATE },
  });
  if (!row) return null;
  const stored = (row.blocks ?? []) as BlockRow[];
  const [range, facts] = await Promise.all([
    stored.some(readsDoorRange)
      ? getService('door-types')
          .range()
          .then((r) => r.doorTypes)
      : [],
    stored.some(readsFacts) ? getService('company-facts').facts() : undefined,
  ]);
  const blocks = await Promise.all(stored.map(async (b) => toBlock(b, await blockProjects(ctx, b), range, facts)));
  return toPage({ ...row, blocks: blocks.filter(Boolean) as PageBlock[] });
};

/** A company page; a service page also gets that service's three most recent projects. */
export const pageRead = async (ctx: ReadContext, slug: string, options?: { preview?: string | null }) => {
  const service = serviceOfPage(slug);
  // A Preview link: its token must be valid and for this page, else nothing of the draft is read.
  const claims = options?.preview ? getService('page-preview').verify(options.preview, slug) : null;
  // The token's page document must be this slug's: a draft of another document is never read.
  const draft = claims ? await companyPage(ctx, slug, { documentId: claims.d }) : null;
  const [content, recent] = await Promise.all([
    draft ?? companyPage(ctx, slug),
    service ? ctx.projects({ [SERVICE_COLUMNS[service]]: true }, 3) : [],
  ]);
  return {
    page: content,
    recent,
    ...(options?.preview ? { preview: draft ? ('draft' as const) : ('invalid' as const) } : {}),
  };
};
