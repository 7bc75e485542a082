import { companyPage } from '../components/CompanyPage';

/** /career: texts from the Strapi page "career". */
export const { loader, handle, Component } = companyPage('career', 'Career');
