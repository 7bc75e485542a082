import { forwardRef } from 'react';
import { ENQUIRY_MESSAGES, type EnquiryField, type FieldErrors } from '@portfolio/contract';

/**
 * What stopped the enquiry, at the top of the form: a heading and a link to each field with a
 * problem. It takes the focus when it appears (the form moves it there after a refused submit; on the
 * server's re-display of a plain post, `autofocus` does it without JavaScript).
 */
export const ErrorSummary = forwardRef<
  HTMLDivElement,
  { message?: string; errors: FieldErrors<EnquiryField>; autoFocus?: boolean }
>(({ message, errors, autoFocus }, ref) => {
  const problems = Object.entries(errors).filter((e): e is [EnquiryField, string] => !!e[1]);
  return (
    <div
      ref={ref}
      className="pub-error-summary"
      tabIndex={-1}
      autoFocus={autoFocus}
      aria-labelledby="enquiry-errors-title"
    >
      <h2 id="enquiry-errors-title" className="pub-error-summary__title">
        {problems.length ? ENQUIRY_MESSAGES.checkFields : message}
      </h2>
      {problems.length > 0 && (
        <ul>
          {problems.map(([field, problem]) => (
            <li key={field}>
              <a href={`#enquiry-${field}`}>{problem}</a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
ErrorSummary.displayName = 'ErrorSummary';
