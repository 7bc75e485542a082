import { Link, useSearchParams } from 'react-router-dom';
import { ENQUIRY_MESSAGES } from '@portfolio/contract';
import { useSiteSettings } from '../../api/content';
import { PageHero } from '../components/PageHero';
import { usePageMeta } from '../components/usePageMeta';
import { contextFromSearch } from './context';
import { EnquiryForm } from './EnquiryForm';

/**
 * /contact: the enquiry form, pre-filled from the page the visitor came from. A plain form post is
 * answered with a redirect here: ?sent=1 is the thank-you page, ?error= the refusal's message.
 */
const ContactPage = () => {
  const [params] = useSearchParams();
  const { settings } = useSiteSettings();
  const sent = params.get('sent') === '1';
  usePageMeta(sent ? 'Thank you' : 'Contact us', 'Tell us about your project: we will get back to you within one working day.');
  return (
    <>
      <PageHero title={sent ? 'Thank you!' : 'Contact us'} lead="Tell us about your project. Our team will get back to you within one working day." compact />
      <section className="pub-section">
        <div className="pub-container">
          {sent ? (
            <div className="pub-enquiry__sent" role="status">
              <p>{ENQUIRY_MESSAGES.sent}</p>
              <p className="pub-actions">
                <Link className="pub-button" to="/projects">
                  See our projects
                </Link>
                <Link className="pub-button pub-button--ghost" to="/contact">
                  Send another enquiry
                </Link>
              </p>
            </div>
          ) : (
            <EnquiryForm context={contextFromSearch(params)} formError={params.get('error')?.slice(0, 300) || undefined} />
          )}
          {(settings?.phone || settings?.email) && (
            <p className="pub-enquiry__direct">
              Prefer to talk?{' '}
              {settings?.phone && <a href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`}>Call {settings.phone}</a>}
              {settings?.phone && settings?.email && ' or '}
              {settings?.email && <a href={`mailto:${settings.email}`}>email {settings.email}</a>}.
            </p>
          )}
        </div>
      </section>
    </>
  );
};

export default ContactPage;
