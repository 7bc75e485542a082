import { companyPage } from '../components/CompanyPage';

/** /manufacturing: texts from the Strapi page "manufacturing". */
export const { loader, handle, Component } = companyPage('manufacturing', 'Manufacturing', undefined, 'manufacturing');
