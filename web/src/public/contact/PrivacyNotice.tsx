import { Link } from 'react-router';
import { PRIVACY_TEXTS as T, PUBLIC_ROUTES } from '@portfolio/contract';

/** Under the enquiry form: what is kept, why and for how long, and the /privacy page. */
export const PrivacyNotice = ({ email }: { email?: string | null }) => (
  <section className="pub-enquiry__privacy" aria-labelledby="enquiry-privacy-title">
    <h2 id="enquiry-privacy-title">{T.noticeHeading}</h2>
    <p>
      {T.noticeWhat} {T.noticeWhy} {T.noticeHowLong(email ?? null)}{' '}
      <Link to={PUBLIC_ROUTES.privacy}>{T.noticeLink}</Link>.
    </p>
  </section>
);
