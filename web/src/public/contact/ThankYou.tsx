import type { ReactNode } from 'react';
import { ENQUIRY_MESSAGES } from '@portfolio/contract';

/**
 * The thank-you after an enquiry: its reference, what happens next, and the way on
 * (`children`: links or a button). The same with JavaScript (in place) and without (/contact?sent=1).
 */
export const ThankYou = ({ reference, children }: { reference?: string | null; children?: ReactNode }) => (
  <div className="pub-enquiry__sent" role="status">
    <p>{ENQUIRY_MESSAGES.sent}</p>
    {reference && (
      <p className="pub-enquiry__reference">
        Your reference: <strong>{reference}</strong>
        <br />
        <small>Please quote it when you write or call us. We have emailed you a copy.</small>
      </p>
    )}
    <h2 className="pub-enquiry__next">What happens next</h2>
    <ol className="pub-enquiry__steps">
      {ENQUIRY_MESSAGES.nextSteps.map((step) => (
        <li key={step}>{step}</li>
      ))}
    </ol>
    {children}
  </div>
);
