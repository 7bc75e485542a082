import { Link } from 'react-router';
import { PUBLIC_ROUTES } from '@portfolio/contract';
import './certifications.css';

/** The fire-doors page's pointer to the test reports and certificates behind the product. */
export const CertificatesBand = () => (
  <section className="pub-section pub-section--tight" aria-labelledby="certificates-band-title">
    <div className="pub-container">
      <div className="pub-docs-band">
        <div>
          <h2 id="certificates-band-title">Test reports and certificates</h2>
          <p>
            Download the IS 3614 and BS 476 fire test reports for our door assemblies, and our quality certificates, as
            PDF.
          </p>
        </div>
        <Link className="pub-button" to={PUBLIC_ROUTES.certifications}>
          Certifications &amp; downloads
        </Link>
      </div>
    </div>
  </section>
);
