/** What only the demo company's Site settings carry: registered details, its look, its stated facts. */

/** The demo company's registered details (fictitious; seeded with the demo content only, never in production). */
export const DEMO_COMPANY_IDS = {
  gstin: '29ABCDE1234F1ZW',
  cin: 'U45200KA2015PTC081234',
  pan: 'ABCDE1234F',
  legalName: 'Buildcraft Interiors & Infra Private Limited',
};

/** The demo company's own look in the dashboard: the public site's accent (web/src/public/layout/base.css --accent). */
export const DEMO_LOOK = { accentColor: '#c9821a' };

/**
 * The demo company's facts (Site settings › Company facts; demo only): a firm older and larger than the
 * selection of projects on its site, so the headline counts are stated with their day, and the square
 * feet are computed from the portfolio (they move when staff add a project).
 */
const DEMO_AS_OF = '2026-03-31';
export const DEMO_COMPANY_FACTS = {
  foundingYear: 1998,
  projectsDelivered: { source: 'stated' as const, value: '250', asOf: DEMO_AS_OF },
  statesWorkedIn: { source: 'stated' as const, value: '14', asOf: DEMO_AS_OF },
  squareFeetDelivered: { source: 'computed' as const },
  doorsPerYear: { value: '18000', asOf: DEMO_AS_OF },
  peopleEmployed: { value: '420', asOf: DEMO_AS_OF },
};
