import { data, redirect, type ActionFunctionArgs } from 'react-router';
import {
  ENQUIRY_HONEYPOT,
  ENQUIRY_LIMITS,
  ENQUIRY_TOKEN_FIELD,
  LABEL_REPORT_LABELS as L,
  LABEL_REPORT_LIMITS,
  LABEL_REPORT_MESSAGES,
  PUBLIC_ROUTES,
  type EnquiryOutcome,
} from '@portfolio/contract';
import { enquiryDeskOf } from '../contact/desk';
import { ErrorSummary } from '../contact/ErrorSummary';
import { ContactFields, Field } from '../contact/Field';
import '../contact/contact.css';

/** The confirmation's address: /verify?reported=1&ref=ENQ-… (a reload does not post twice). */
export const REPORTED = 'reported';
export const REPORT_REF = 'ref';

/** A refused report: the form again with what the visitor typed and the messages per field. */
export type RefusedReport = Omit<EnquiryOutcome, 'status'> & { values: Record<string, string> };

/**
 * The not-ours page's plain post (no JavaScript needed): the report becomes an enquiry of its own kind
 * (the cms's enquiries service on the server, the same token, honeypot and limits as /contact).
 * Accepted: 303 to the confirmation; refused: 400 or 429 with the form again.
 */
export const labelReportAction = async ({ request, context }: ActionFunctionArgs) => {
  const fields = Object.fromEntries(
    [...(await request.formData())].map(([k, v]) => [k, typeof v === 'string' ? v : '']),
  );
  const { status, message, errors, reference } = await enquiryDeskOf(context).reportLabel(fields);
  if (status === 201)
    return redirect(
      `${PUBLIC_ROUTES.verifyForm}?${new URLSearchParams({ [REPORTED]: '1', ...(reference && { [REPORT_REF]: reference }) })}`,
      303,
    );
  return data<RefusedReport>({ message, errors, values: fields }, { status });
};

/** The short report form: the label id as typed, where it was found, who is telling us. */
export const LabelReportForm = ({
  typed,
  token,
  page,
  refused,
}: {
  typed: string;
  token: string;
  page: string;
  refused?: RefusedReport;
}) => {
  const values = refused?.values ?? {};
  const errors = refused?.errors ?? {};
  return (
    <form className="pub-enquiry pub-verify-report" method="post" aria-label="Report a suspected counterfeit">
      {refused && <ErrorSummary message={refused.message} errors={errors} autoFocus />}
      <input type="hidden" name={ENQUIRY_TOKEN_FIELD} value={token} />
      <input type="hidden" name="page" value={page} />
      <div className="pub-enquiry__trap" aria-hidden="true">
        <label htmlFor="report-trap">Leave this field empty</label>
        <input id="report-trap" type="text" name={ENQUIRY_HONEYPOT} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className="pub-enquiry__grid">
        <Field name="labelId" label={L.labelId} required error={errors.labelId}>
          {(p) => (
            <input
              {...p}
              type="text"
              defaultValue={values.labelId ?? typed}
              autoComplete="off"
              spellCheck={false}
              maxLength={LABEL_REPORT_LIMITS.labelIdMax}
            />
          )}
        </Field>
        <Field name="message" label={L.message} required error={errors.message} wide>
          {(p) => (
            <textarea
              {...p}
              rows={3}
              defaultValue={values.message}
              maxLength={ENQUIRY_LIMITS.messageMax}
              placeholder="e.g. Block B, level 3, the stair door next to the lift"
            />
          )}
        </Field>
        <ContactFields labels={L} limits={ENQUIRY_LIMITS} values={values} errors={errors} />
      </div>
      <p>
        <button className="pub-button" type="submit">
          Send the report
        </button>
      </p>
    </form>
  );
};

/** The confirmation after a report (/verify?reported=1&ref=…), the same without JavaScript. */
export const LabelReported = ({ reference }: { reference: string | null }) => (
  <section className="pub-section pub-verify">
    <div className="pub-container pub-verify__inner">
      <p className="pub-verify__eyebrow">Fire-door label</p>
      <h1 className="pub-verify__id">Thank you for your report</h1>
      <div className="pub-verify__status pub-verify__status--reported" role="status">
        <p className="pub-verify__verdict">Report received</p>
        <p className="pub-verify__verdict-text">{LABEL_REPORT_MESSAGES.sent}</p>
        {reference ? (
          <p className="pub-verify__verdict-text">
            Your reference: <strong>{reference}</strong>. Please quote it when you write or call us.
          </p>
        ) : null}
      </div>
      <h2 className="pub-verify__subhead">What happens next</h2>
      <ol className="pub-verify__steps">
        {LABEL_REPORT_MESSAGES.nextSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p>
        <a className="pub-button pub-button--ghost" href={PUBLIC_ROUTES.fireDoors}>
          About our fire doors
        </a>
      </p>
    </div>
  </section>
);
