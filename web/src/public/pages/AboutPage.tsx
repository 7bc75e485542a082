import { companyPage } from '../components/CompanyPage';

/** /about-us: texts from the Strapi page "about-us". */
export const { loader, handle, Component } = companyPage('about-us', 'About Us');
