import { Link, useLocation } from 'react-router';
import { useSite } from '../data/reads';
import { telHref } from './tel';
import { WhatsappIcon, useWhatsappLink } from './contactLinks';
import { contactHref, enquiryContextFor } from '../contact/context';

/**
 * The closing call to action on every page (the layout renders it): the enquiry form, pre-filled
 * from the page the visitor is on (a plain link with query parameters, so it works without
 * JavaScript), and the contact details from the site settings.
 */
export const CtaBand = () => {
  const settings = useSite();
  const { pathname } = useLocation();
  const whatsapp = useWhatsappLink();
  return (
    <section className="pub-cta" aria-labelledby="pub-cta-title">
      <div className="pub-container pub-cta__inner">
        <div>
          <h2 id="pub-cta-title">Planning a new space?</h2>
          <p>Tell us about your project. Our team will get back to you within one working day.</p>
        </div>
        <div className="pub-actions">
          <Link className="pub-button pub-button--light" to={contactHref(enquiryContextFor(pathname))}>
            Send an enquiry
          </Link>
          {settings?.phone && (
            <a className="pub-button pub-button--outline-light" href={telHref(settings.phone)}>
              Call {settings.phone}
            </a>
          )}
          {whatsapp && (
            <a
              className="pub-button pub-button--outline-light pub-button--icon"
              href={whatsapp}
              target="_blank"
              rel="noopener noreferrer"
            >
              <WhatsappIcon /> WhatsApp us
            </a>
          )}
          {settings?.email && (
            <a className="pub-button pub-button--outline-light" href={`mailto:${settings.email}`}>
              Email us
            </a>
          )}
        </div>
      </div>
    </section>
  );
};
