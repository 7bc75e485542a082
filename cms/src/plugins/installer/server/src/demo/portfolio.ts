import type { Industry, KeyFacts, Service } from '@portfolio/contract';
import { BANK, PWD, VERTEX } from './portfolio-business-public';
import { GREENFIELD, LOTUS, MERIDIAN, SUNRISE } from './portfolio-education-health';

/*
 * The demo portfolio as data (services/seed.ts seeds it): seven clients with their projects, key
 * facts, case studies and captioned photographs (one file per group of clients, listed here in the
 * seed's order). The press, award and testimonial posts: ./posts.ts.
 */

/**
 * A demo photograph: one of the renders in cms/demo/photos (scripts/demo-photos renders them with
 * three.js), with its caption. Each project photo is a render of its own, used by no other
 * project (the demo test checks by content hash); only the posts reuse renders, mirrored or
 * framed tighter (`:flip`, `:crop`).
 */
export type DemoPhoto = [scene: string, caption: string];

export interface DemoSite {
  siteName: string;
  area: number;
  project_scope: string;
  site_start: number;
  /** Completion date; absent means ongoing. */
  site_end?: string;
  photos: DemoPhoto[];
  services: Service[];
  challenge?: string;
  approach?: string;
  result?: string;
  /** The title of the demo testimonial about this project. */
  quote?: string;
  /** Key facts. */
  facts?: Partial<KeyFacts>;
}

export interface DemoClient {
  name: string;
  industry: Industry;
  state: string;
  city: string;
  sites: DemoSite[];
}

export const DEMO_CLIENTS: DemoClient[] = [GREENFIELD, SUNRISE, BANK, VERTEX, PWD, LOTUS, MERIDIAN];
