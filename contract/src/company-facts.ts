import { formatIndianNumber } from './format';

/**
 * The company's facts, told once (Site settings › Company facts): the founding year, the headline
 * figures and the registered details. Every page, PDF and JSON-LD that states one reads it from here
 * (SiteInfo.facts). A figure is either computed from the published portfolio (it moves when staff add
 * a project) or stated (a number and the day it was true, for a firm whose portfolio on the site is a
 * selection); the figures that no portfolio can count (doors a year, people) are stated or absent.
 */
export const COMPANY_FIGURES = [
  'projectsDelivered',
  'statesWorkedIn',
  'squareFeetDelivered',
  'doorsPerYear',
  'peopleEmployed',
] as const;
export type CompanyFigureKey = (typeof COMPANY_FIGURES)[number];

/** The figures the portfolio can count (completed projects, their states, their area). */
export const COMPUTABLE_FIGURES: readonly CompanyFigureKey[] = [
  'projectsDelivered',
  'statesWorkedIn',
  'squareFeetDelivered',
];

export const COMPANY_FIGURE_LABELS: Record<CompanyFigureKey, string> = {
  projectsDelivered: 'Projects delivered',
  statesWorkedIn: 'States worked in',
  squareFeetDelivered: 'Sq ft delivered',
  doorsPerYear: 'Fire doors a year',
  peopleEmployed: 'People employed',
};

export type CompanyFigureSource = 'computed' | 'stated';

export interface CompanyFigure {
  key: CompanyFigureKey;
  label: string;
  value: number;
  source: CompanyFigureSource;
  /** A stated figure's as-of day (YYYY-MM-DD); null for a computed one (it is today's). */
  asOf: string | null;
}

export interface CompanyFacts {
  foundingYear: number | null;
  /** This year minus the founding year (at least 1); null without a founding year. */
  yearsInBusiness: number | null;
  /** The figures that have a value, in COMPANY_FIGURES order. */
  figures: CompanyFigure[];
  /** The registered (legal) name, when it differs from the trading name. */
  legalName: string | null;
  gstin: string | null;
  cin: string | null;
  pan: string | null;
}

/** A figure as stored in Site settings (component facts.portfolio-figure or facts.stated-figure). */
export interface StoredFigure {
  source?: string | null;
  value?: number | string | null;
  asOf?: string | null;
}

/** What the published portfolio counts: completed projects, the states of every project, completed area. */
export interface PortfolioCounts {
  projectsDelivered: number;
  statesWorkedIn: number;
  squareFeetDelivered: number;
}

const number = (v: unknown) => {
  const n = Number(v);
  return v !== null && v !== undefined && v !== '' && Number.isFinite(n) && n >= 0 ? Math.round(n) : null;
};

/**
 * One figure from its stored form and the portfolio's count: stated when so chosen (and a number given), else computed
 * where it can be.
 */
export const companyFigure = (
  key: CompanyFigureKey,
  stored: StoredFigure | null | undefined,
  counts: PortfolioCounts,
): CompanyFigure | null => {
  const computable = COMPUTABLE_FIGURES.includes(key);
  const stated = number(stored?.value);
  const wantsStated = !computable || stored?.source === 'stated';
  if (wantsStated && stated !== null)
    return {
      key,
      label: COMPANY_FIGURE_LABELS[key],
      value: stated,
      source: 'stated',
      asOf: stored?.asOf ? String(stored.asOf).slice(0, 10) : null,
    };
  if (!computable) return null;
  const value = counts[key as keyof PortfolioCounts];
  return { key, label: COMPANY_FIGURE_LABELS[key], value, source: 'computed', asOf: null };
};

export const yearsInBusiness = (foundingYear: number | null, today: string) =>
  foundingYear ? Math.max(1, Number(today.slice(0, 4)) - foundingYear) : null;

/** A figure's value as every page prints it ("1,20,000" in Indian grouping). */
export const figureValue = (value: number) => formatIndianNumber(value);

/**
 * The facts a figures block item may pick instead of a typed number (Content Manager › Figure › Fact):
 * the founding year, the years in business and each headline figure.
 */
export const FACT_CHOICES = [
  'founding-year',
  'years-in-business',
  'projects-delivered',
  'states-worked-in',
  'square-feet-delivered',
  'doors-per-year',
  'people-employed',
] as const;
export type FactChoice = (typeof FACT_CHOICES)[number];
export const isFactChoice = (v: unknown): v is FactChoice => (FACT_CHOICES as readonly unknown[]).includes(v);

const FIGURE_OF_CHOICE: Partial<Record<FactChoice, CompanyFigureKey>> = {
  'projects-delivered': 'projectsDelivered',
  'states-worked-in': 'statesWorkedIn',
  'square-feet-delivered': 'squareFeetDelivered',
  'doors-per-year': 'doorsPerYear',
  'people-employed': 'peopleEmployed',
};

/** A picked fact as a figure shows it (value and default label); null when the facts do not have it. */
export const factFigure = (facts: CompanyFacts, choice: FactChoice): { value: string; label: string } | null => {
  if (choice === 'founding-year')
    return facts.foundingYear ? { value: String(facts.foundingYear), label: 'Founded' } : null;
  if (choice === 'years-in-business')
    return facts.yearsInBusiness ? { value: figureValue(facts.yearsInBusiness), label: 'Years in business' } : null;
  const figure = facts.figures.find((f) => f.key === FIGURE_OF_CHOICE[choice]);
  return figure ? { value: figureValue(figure.value), label: figure.label } : null;
};

/** The facts of a site without any (a fresh install before its settings are read). */
export const NO_FACTS: CompanyFacts = {
  foundingYear: null,
  yearsInBusiness: null,
  figures: [],
  legalName: null,
  gstin: null,
  cin: null,
  pan: null,
};

export const COMPANY_FACT_MESSAGES = {
  foundingYearFuture: 'The founding year cannot be after this year.',
  statedWithoutValue: (label: string) =>
    `${label}: a stated figure needs its number (and the day it was true). Enter it, or choose Computed.`,
} as const;

/**
 * What is wrong with the facts as saved (the first problem), or null: a founding year to come, a stated figure without
 * its number.
 */
export const companyFactsProblem = (data: Record<string, unknown>, today: string): string | null => {
  const year = number(data.foundingYear);
  if (year !== null && year > Number(today.slice(0, 4))) return COMPANY_FACT_MESSAGES.foundingYearFuture;
  for (const key of COMPUTABLE_FIGURES) {
    const figure = data[key] as StoredFigure | null | undefined;
    if (figure && typeof figure === 'object' && figure.source === 'stated' && number(figure.value) === null)
      return COMPANY_FACT_MESSAGES.statedWithoutValue(COMPANY_FIGURE_LABELS[key]);
  }
  return null;
};

/** The home page's figures: years in business, then the headline figures, four at most. */
export const homeFigures = (facts: CompanyFacts | null | undefined): { label: string; value: string }[] => {
  if (!facts) return [];
  const years = facts.yearsInBusiness
    ? [{ label: 'Years in business', value: figureValue(facts.yearsInBusiness) }]
    : [];
  return [...years, ...facts.figures.map((f) => ({ label: f.label, value: figureValue(f.value) }))].slice(0, 4);
};
