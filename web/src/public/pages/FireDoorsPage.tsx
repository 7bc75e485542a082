import { companyPage } from '../components/CompanyPage';
import { CertificatesBand } from '../certifications/CertificatesBand';

/** /firedoors: texts from the Strapi page "firedoors", then a link to the test reports and certificates. */
export const { loader, handle, Component } = companyPage('firedoors', 'Fire Doors', <CertificatesBand />, 'fire-doors');
