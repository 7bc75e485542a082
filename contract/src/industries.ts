export const INDUSTRIES = ['educational', 'healthcare', 'bank', 'corporate', 'government'] as const;
export type Industry = (typeof INDUSTRIES)[number];
export const isIndustry = (value: string): value is Industry =>
  (INDUSTRIES as readonly string[]).includes(value);
