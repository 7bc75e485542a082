import { useLocation, useMatches } from 'react-router';
import { whatsappHref } from '@portfolio/contract';
import { useSite } from '../data/reads';
import { canonicalUrlOf } from '../head/head';
import { pageHeadOf } from '../head/pageHead';

/**
 * The WhatsApp click-to-chat link of the page the visitor is on (a plain wa.me link, no script):
 * the message names the page by its title and its public canonical address, never the address as
 * typed (a Preview link's token must not travel in a message). Undefined without a number in the settings.
 */
export const useWhatsappLink = (): string | undefined => {
  const site = useSite();
  const matches = useMatches();
  const { pathname, search } = useLocation();
  if (!site?.whatsapp) return undefined;
  const origin = site.publicUrl?.replace(/\/+$/, '') ?? '';
  const url = new URL(pathname + search, origin || 'http://localhost');
  const head = pageHeadOf(matches, site, origin, url);
  const title = String(head.title ?? '').trim();
  const company = site.companyName.trim();
  const about = !title || title === company || pathname === '/' ? 'your work' : `“${title}”`;
  const message = `Hello${company ? ` ${company}` : ''}, I would like to know more about ${about}: ${canonicalUrlOf(head, origin, url)}`;
  return whatsappHref(site.whatsapp, message);
};

export const WhatsappIcon = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M12.04 2a9.9 9.9 0 0 0-8.5 14.97L2 22l5.2-1.5A9.9 9.9 0 1 0 12.04 2Zm0 18.1a8.2 8.2 0 0 1-4.2-1.15l-.3-.18-3.08.89.9-3-.2-.31a8.2 8.2 0 1 1 6.88 3.75Zm4.5-6.13c-.25-.12-1.46-.72-1.69-.8-.23-.08-.39-.12-.55.12-.16.25-.63.8-.78.97-.14.16-.29.18-.53.06a6.7 6.7 0 0 1-3.32-2.9c-.25-.43.25-.4.72-1.33.08-.16.04-.3-.02-.43-.06-.12-.55-1.33-.76-1.82-.2-.48-.4-.41-.55-.42h-.47a.9.9 0 0 0-.65.3 2.74 2.74 0 0 0-.86 2.04 4.76 4.76 0 0 0 1 2.53 10.9 10.9 0 0 0 4.18 3.7c1.56.67 2.17.73 2.95.61.48-.07 1.46-.6 1.67-1.17.2-.58.2-1.07.14-1.17-.06-.1-.22-.16-.47-.29Z"
    />
  </svg>
);

export const PhoneIcon = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.46.57 3.6a1 1 0 0 1-.25 1l-2.2 2.2Z"
    />
  </svg>
);
