import type { DocumentItem } from './documents';
import type { DoorRangeView, DoorType } from './door-types';
import type { Industry } from './industries';
import type { Service } from './projects';
import type { ImageDetails } from './types';
import type { ProjectSummary } from './public-reads';

/**
 * A company page's blocks as the public reads answer them (Strapi dynamic zone `blocks`, components
 * cms/src/components/blocks/*.json), each rendered on the server by web/src/public/blocks/. Media
 * carry their URL, alt text, size and formats; relations are resolved (downloads, projects).
 */
export interface BlockBase {
  id: number;
  /** The Strapi component, e.g. 'blocks.rich-text'. */
  __component: string;
}

export type RichTextBlock = BlockBase & { __component: 'blocks.rich-text'; title: string | null; body: string | null };
export type ImageBlock = BlockBase & {
  __component: 'blocks.image';
  image: ImageDetails | null;
  caption: string | null;
};
export type ImageTextBlock = BlockBase & {
  __component: 'blocks.image-text';
  title: string | null;
  body: string | null;
  image: ImageDetails | null;
  imageSide: 'left' | 'right';
};
export type GalleryBlock = BlockBase & { __component: 'blocks.gallery'; title: string | null; images: ImageDetails[] };
export type FiguresBlock = BlockBase & {
  __component: 'blocks.figures';
  title: string | null;
  items: { value: string; label: string }[];
};
export type SpecTableBlock = BlockBase & {
  __component: 'blocks.spec-table';
  title: string | null;
  caption: string | null;
  columns: string[];
  rows: string[][];
};
export type StepsBlock = BlockBase & {
  __component: 'blocks.steps';
  title: string | null;
  intro: string | null;
  items: { title: string; text: string | null }[];
};
export interface CardItem {
  title: string;
  text: string | null;
  image: ImageDetails | null;
  linkUrl: string | null;
  linkLabel: string | null;
}
export type CardsBlock = BlockBase & {
  __component: 'blocks.cards';
  title: string | null;
  intro: string | null;
  items: CardItem[];
};
export type FaqBlock = BlockBase & {
  __component: 'blocks.faq';
  title: string | null;
  items: { question: string; answer: string }[];
};
export type DownloadsBlock = BlockBase & {
  __component: 'blocks.downloads';
  title: string | null;
  documents: DocumentItem[];
};
/** The fire-door range (door types, backed ratings only) as cards, a rating table or a list. */
export type DoorRangeBlock = BlockBase & {
  __component: 'blocks.door-range';
  title: string | null;
  intro: string | null;
  view: DoorRangeView;
  doorTypes: DoorType[];
};
export type ProjectsSource = 'chosen' | 'service' | 'sector' | 'featured';
export type ProjectsBlock = BlockBase & {
  __component: 'blocks.projects';
  title: string | null;
  source: ProjectsSource;
  service: Service | null;
  sector: Industry | null;
  projects: ProjectSummary[];
};
export type TestimonialBlock = BlockBase & {
  __component: 'blocks.testimonial';
  quote: string;
  name: string;
  role: string | null;
  photo: ImageDetails | null;
};
export interface PersonItem {
  name: string;
  role: string | null;
  photo: ImageDetails | null;
}
export type PeopleBlock = BlockBase & {
  __component: 'blocks.people';
  title: string | null;
  intro: string | null;
  items: PersonItem[];
};
export type TimelineBlock = BlockBase & {
  __component: 'blocks.timeline';
  title: string | null;
  items: { year: string; event: string }[];
};
export type CtaBlock = BlockBase & {
  __component: 'blocks.cta';
  title: string;
  text: string | null;
  label: string;
  url: string;
};
export type VideoBlock = BlockBase & {
  __component: 'blocks.video';
  title: string | null;
  caption: string | null;
  /** An uploaded video file. */
  file: { url: string; mime: string | null } | null;
  /** The YouTube video's id when the block links one (played from youtube-nocookie.com after a click). */
  youtubeId: string | null;
  poster: ImageDetails | null;
};

export type PageBlock =
  | RichTextBlock
  | ImageBlock
  | ImageTextBlock
  | GalleryBlock
  | FiguresBlock
  | SpecTableBlock
  | StepsBlock
  | CardsBlock
  | FaqBlock
  | DownloadsBlock
  | DoorRangeBlock
  | ProjectsBlock
  | TestimonialBlock
  | PeopleBlock
  | TimelineBlock
  | CtaBlock
  | VideoBlock;

/** A YouTube link's video id (youtube.com/watch?v=, youtu.be/, /embed/, /shorts/); null for anything else. */
export const youtubeIdOf = (url: string | null | undefined): string | null => {
  const text = String(url ?? '').trim();
  if (!text) return null;
  let parsed: URL;
  try {
    parsed = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  const host = parsed.hostname.toLowerCase().replace(/^(www\.|m\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = parsed.pathname.slice(1).split('/')[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id = parsed.searchParams.get('v') ?? /^\/(?:embed|shorts|live)\/([^/]+)/.exec(parsed.pathname)?.[1] ?? null;
  }
  return id && /^[A-Za-z0-9_-]{11}$/.test(id) ? id : null;
};

/** A spec table's text ("a | b | c", one row per line) as cells; blank lines are skipped. */
export const tableCells = (text: string | null | undefined): string[][] =>
  String(text ?? '')
    .split(/\r?\n/)
    .filter((line) => line.trim())
    .map((line) => line.split('|').map((cell) => cell.trim()));

/** The company pages' Strapi slugs and the public paths that show them (the admin panel's Preview links). */
export const PAGE_PATHS: Record<string, string> = {
  home: '/',
  'about-us': '/about-us',
  designandbuild: '/designandbuild',
  manufacturing: '/manufacturing',
  firedoors: '/firedoors',
  career: '/career',
  certifications: '/certifications',
  projects: '/projects',
  'press-awards-testimonials': '/press-awards-testimonials',
};

/** The query parameter of a Preview link (its signed token). */
export const PREVIEW_PARAM = 'preview';

/** The bar a preview shows above the page. */
export const PREVIEW_MESSAGES = {
  draft: 'Preview: draft. Visitors see the published page until you publish.',
  invalid:
    'This preview link is not valid (expired, altered or for another page): the published page is shown. Open Preview again from the admin panel.',
} as const;
