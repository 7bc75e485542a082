export const INDUSTRIES = ['educational', 'healthcare', 'bank', 'corporate', 'government'] as const;
export type Industry = (typeof INDUSTRIES)[number];
export const isIndustry = (value: string): value is Industry => (INDUSTRIES as readonly string[]).includes(value);

/** The sectors as the site names them (menus, sector pages, the project filter, the enquiry form's project types). */
export const INDUSTRY_LABELS: Record<Industry, string> = {
  educational: 'Educational',
  healthcare: 'Healthcare',
  bank: 'Banking',
  corporate: 'Corporate',
  government: 'Government',
};
