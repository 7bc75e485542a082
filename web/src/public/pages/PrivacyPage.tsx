import { PRIVACY_TEXTS } from '@portfolio/contract';
import { companyPage } from '../components/CompanyPage';

/** /privacy (issue #35): texts from the Strapi page "privacy" (Content Manager › Page, Draft & Publish). */
export const { loader, handle, Component } = companyPage('privacy', PRIVACY_TEXTS.pageTitle);
