import { companyPage } from '../components/CompanyPage';
import { CertificatesBand } from '../certifications/CertificatesBand';
import { VerifyLabelBand } from '../verify/VerifyLabelBox';

/**
 * /firedoors: texts from the Strapi page "firedoors", then a link to the test reports and certificates and the "Verify
 * a label" box.
 */
export const { loader, handle, Component } = companyPage(
  'firedoors',
  'Fire Doors',
  <>
    <CertificatesBand />
    <VerifyLabelBand />
  </>,
  'fire-doors',
);
