import type { Service } from '@portfolio/contract';

/** A project's fields as the add and edit forms hold them (addclient/model.ts turns them into the API's fields). */
export interface SiteValues {
  siteName: string;
  area: number | null;
  industry: string | undefined;
  project_scope: string;
  state: string | undefined;
  locations: string;
  description: string;
  site_start: number | null;
  status: 'Ongoing' | 'Completed';
  /** Completion month (1-12) and year, asked when the status is Completed. */
  endMonth: number | null;
  endYear: number | null;
  /** What the project involved (the service pages list their own projects). */
  services: Service[];
  /** Optional case-study sections of the project page. */
  challenge: string;
  approach: string;
  result: string;
  /** Key facts; blank ones are sent empty, which clears them. */
  contractValue: number | null;
  deliveryModel: string;
  greenRating: string;
  safeManHours: number | null;
  referenceAllowed: boolean;
  /** Curation: shown on the home page; ordered on the Featured screen. */
  featured: boolean;
}
