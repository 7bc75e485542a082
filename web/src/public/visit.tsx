import { useEffect, useState } from 'react';
import { leadSourceFields, visitSourceOf, type LeadSource } from '@portfolio/contract';

/**
 * The visit's source as the app saw it start: the first page this browser tab loaded (its path and
 * utm_* parameters) and the site that linked to it (document.referrer, kept as its host). Held in
 * memory only (no cookie, no storage), so it lasts as long as the app in this tab; later pages
 * open by client-side navigation. Null when the first page was itself reached from this site (a
 * link opened in a new tab): the server's own record of the visit then fills the form.
 */
let first: LeadSource | null = null;

/** Called once as the app starts (app/start.tsx), before any navigation changes the address. */
export const rememberVisit = () => {
  first = visitSourceOf(
    window.location.pathname + window.location.search,
    document.referrer || null,
    window.location.host,
  );
};

export const browserVisit = (): LeadSource | null => first;

/**
 * The enquiry and application forms' hidden source fields: the server's record of the visit as
 * rendered (what a form without JavaScript sends), replaced after hydration by the app's own when
 * the app saw the visit begin (no hydration mismatch: the server's values render first).
 */
export const LeadSourceFields = ({ visit }: { visit?: LeadSource | null }) => {
  const [source, setSource] = useState<LeadSource | null>(visit ?? null);
  useEffect(() => {
    const own = browserVisit();
    if (own) setSource(own);
  }, []);
  return (
    <>
      {Object.entries(leadSourceFields(source)).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
};
