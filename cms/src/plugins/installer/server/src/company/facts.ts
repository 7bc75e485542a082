import type { Core } from '@strapi/strapi';
import {
  COMPANY_FIGURES,
  companyFigure,
  todayInZone,
  yearsInBusiness,
  type CompanyFacts,
  type CompanyFigure,
  portfolioCounts,
  type PortfolioCounts,
  type StoredFigure,
} from '@portfolio/contract';
import { siteGroups } from '../utils/portfolio-counts';
import { publishedSettings } from '../utils/site-settings';
import { companyTimeZone } from '../utils/time-zone';

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/**
 * The company's facts, told once (Site settings › Company facts): the founding year, the headline
 * figures (each computed from the published portfolio or stated with its as-of day) and the registered
 * details. The home page, the about page's figures, the capability statements, the tender pack and the
 * Organization JSON-LD all read them from here (contract company-facts.ts).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  /** What the published portfolio counts: completed projects, the states of all projects, completed square feet. */
  const counts = async (): Promise<PortfolioCounts> => portfolioCounts(await siteGroups(strapi));

  const facts = async (now = new Date()): Promise<CompanyFacts> => {
    const [row, portfolio, zone] = await Promise.all([
      publishedSettings(strapi, {
        populate: Object.fromEntries(COMPANY_FIGURES.map((key) => [key, true])),
      }),
      counts(),
      companyTimeZone(strapi),
    ]);
    const foundingYear = Number(row?.foundingYear) > 0 ? Number(row!.foundingYear) : null;
    return {
      foundingYear,
      yearsInBusiness: yearsInBusiness(foundingYear, todayInZone(zone, now)),
      figures: COMPANY_FIGURES.map((key) => companyFigure(key, row?.[key] as StoredFigure | null, portfolio)).filter(
        (f): f is CompanyFigure => !!f,
      ),
      legalName: text(row?.legalName),
      gstin: text(row?.gstin),
      cin: text(row?.cin),
      pan: text(row?.pan),
    };
  };

  return { counts, facts };
};
