import { companyPage } from '../components/CompanyPage';

/** /designandbuild: texts from the Strapi page "designandbuild". */
export const { loader, handle, Component } = companyPage(
  'designandbuild',
  'Design and Build',
  undefined,
  'design-and-build',
);
