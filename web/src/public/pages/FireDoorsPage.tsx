import { companyPage } from '../components/CompanyPage';

/** /firedoors: texts from the Strapi page "firedoors". */
export const { loader, handle, Component } = companyPage('firedoors', 'Fire Doors');
