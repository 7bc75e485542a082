import { PUBLIC_ROUTES, publicUrl } from '@portfolio/contract';
import { Link } from 'react-router';
import { useSite } from '../data/reads';
import { telHref } from '../components/tel';
import { addressLines } from './address';

/** The site footer: company, quick links, contact details and social links from the site settings. */
const Footer = () => {
  const settings = useSite();
  const year = new Date().getFullYear();
  const address = addressLines(settings?.address, settings?.addressCountryName);
  return (
    <footer className="pub-footer" id="contact">
      <div className="pub-container pub-footer__grid">
        <div>
          <p className="pub-footer__brand">{settings?.companyName}</p>
          {settings?.tagline && <p className="pub-footer__tagline">{settings.tagline}</p>}
          {settings?.footerText && <p>{settings.footerText}</p>}
        </div>
        <div>
          <h2 className="pub-footer__title">Explore</h2>
          <ul className="pub-footer__links">
            <li>
              <Link to={PUBLIC_ROUTES.projects}>Projects</Link>
            </li>
            <li>
              <Link to={PUBLIC_ROUTES.clients}>Our clients</Link>
            </li>
            <li>
              <Link to={publicUrl.ongoing()}>Ongoing projects</Link>
            </li>
            <li>
              <Link to={PUBLIC_ROUTES.press}>Press &amp; awards</Link>
            </li>
            <li>
              <Link to={PUBLIC_ROUTES.certifications}>Certifications &amp; downloads</Link>
            </li>
            <li>
              <Link to={PUBLIC_ROUTES.career}>Career</Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="pub-footer__title">Contact</h2>
          {address.length > 0 && <address className="pub-footer__address">{address.join('\n')}</address>}
          <ul className="pub-footer__links">
            <li>
              <Link to={PUBLIC_ROUTES.contact}>Send an enquiry</Link>
            </li>
            {settings?.phone && (
              <li>
                <a href={telHref(settings.phone)}>{settings.phone}</a>
              </li>
            )}
            {settings?.email && (
              <li>
                <a href={`mailto:${settings.email}`}>{settings.email}</a>
              </li>
            )}
          </ul>
        </div>
        {!!settings?.social?.length && (
          <div>
            <h2 className="pub-footer__title">Follow us</h2>
            <ul className="pub-footer__links">
              {settings.social.map((s) => (
                <li key={s.url + s.label}>
                  <a href={s.url} target="_blank" rel="noopener noreferrer">
                    {s.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <div className="pub-container pub-footer__bottom">
        <p>
          © {year} {settings?.companyName}. All rights reserved.
        </p>
        {/* The registered details (Site settings › GSTIN, CIN), each only when set. */}
        {(settings?.gstin || settings?.cin) && (
          <p className="pub-footer__ids">
            {settings?.gstin && <span>{`GSTIN ${settings.gstin}`}</span>}
            {settings?.cin && <span>{`CIN ${settings.cin}`}</span>}
          </p>
        )}
        <p>
          <Link to={PUBLIC_ROUTES.privacy}>Privacy notice</Link>
        </p>
      </div>
    </footer>
  );
};

export default Footer;
