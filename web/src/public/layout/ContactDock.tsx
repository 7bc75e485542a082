import './contact-dock.css';
import { useSite } from '../data/reads';
import { PhoneIcon, WhatsappIcon, useWhatsappLink } from '../components/contactLinks';
import { telHref } from '../components/tel';

/**
 * On phones, an action bar along the bottom edge: call and WhatsApp in one tap (plain links, no
 * script). Hidden on wider screens, where the header carries both. The page leaves room for it
 * (its bottom padding, and the scroll padding that keeps a focused field above it), and it steps
 * aside while a dialog is open (contact-dock.css). A landmark of its own (complementary), so all
 * of the page's content sits in one (axe `region`).
 */
export const ContactDock = () => {
  const site = useSite();
  const whatsapp = useWhatsappLink();
  if (!site?.phone && !whatsapp) return null;
  return (
    <aside className="pub-dock" aria-label="Call or WhatsApp us">
      {site?.phone && (
        <a
          className="pub-dock__button pub-dock__button--call"
          href={telHref(site.phone)}
          aria-label={`Call ${site.phone}`}
        >
          <PhoneIcon />
          Call
        </a>
      )}
      {whatsapp && (
        <a
          className="pub-dock__button pub-dock__button--chat"
          href={whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          aria-label="Chat on WhatsApp"
        >
          <WhatsappIcon />
          WhatsApp
        </a>
      )}
    </aside>
  );
};
