import { PRIVACY_TEXTS } from '@portfolio/contract';
import { companyPage } from '../components/CompanyPage';

/** /privacy: texts from the Strapi page "privacy" (Content Manager › Page, Draft & Publish). */
export const { loader, handle, Component } = companyPage('privacy', PRIVACY_TEXTS.pageTitle);
