import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import {
  ENQUIRY_HONEYPOT,
  ENQUIRY_LABELS as L,
  ENQUIRY_LIMITS,
  ENQUIRY_MESSAGES,
  ENQUIRY_SERVICES,
  ENQUIRY_SERVICE_LABELS,
  ENQUIRY_TOKEN_FIELD,
  firstError,
  PROJECT_TYPES,
  PROJECT_TYPE_LABELS,
  PUBLIC_ROUTES,
  validateEnquiry,
  type EnquiryField,
  type FieldErrors,
  type LeadSource,
} from '@portfolio/contract';
import { LeadSourceFields } from '../visit';
import { ApiError } from '../../api/http';
import { getEnquiryFormToken, sendEnquiry } from './api';
import type { EnquiryContext } from './context';
import { ErrorSummary } from './ErrorSummary';
import { ContactFields, Field } from './Field';
import { StateCityFields } from './StateCityFields';
import { ThankYou } from './ThankYou';
import './contact.css';
import { useFormToken } from '../components/useFormToken';

export interface EnquiryFormProps {
  context?: EnquiryContext;
  /** Values and messages of a form the server sent back (a no-JavaScript post with mistakes). */
  values?: Partial<Record<EnquiryField, string>>;
  errors?: FieldErrors<EnquiryField>;
  formError?: string;
  /** A form token the server rendered; fetched on mount otherwise. */
  token?: string;
  /** The visit's source as the server remembers it (hidden fields; the app's own replaces it). */
  visit?: LeadSource | null;
  /** Where the plain (no-JavaScript) form posts: /contact's route action. */
  action?: string;
}

const Sent = ({ reference, onAgain }: { reference?: string; onAgain: () => void }) => (
  <ThankYou reference={reference}>
    <button type="button" className="pub-button pub-button--ghost" onClick={onAgain}>
      Send another enquiry
    </button>
  </ThankYou>
);

/**
 * The enquiry form. With JavaScript it checks the fields with the contract's rules, sends JSON and
 * shows the thank-you message in place; without it, it is a plain form POST to `action`.
 */
export const EnquiryForm = ({
  context = {},
  values = {},
  errors: initialErrors = {},
  formError: initialFormError,
  token: initialToken,
  visit,
  action = PUBLIC_ROUTES.contact,
}: EnquiryFormProps) => {
  const { token, hydrated, refreshToken } = useFormToken(initialToken, getEnquiryFormToken);
  const [errors, setErrors] = useState<FieldErrors<EnquiryField>>(initialErrors);
  const [formError, setFormError] = useState(initialFormError);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<{ reference?: string } | null>(null);
  const [generation, setGeneration] = useState(0);
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  // After each refused submit the focus goes to the error summary, where the visitor reads what to fix.
  // A refused form the server sent back (initialFormError) starts there too: `autofocus` in its HTML
  // does it without JavaScript, this after a client-side post.
  // A layout effect: focus moves as the summary appears, before anything the visitor types next.
  useLayoutEffect(() => {
    if (refusals || initialFormError) summaryRef.current?.focus();
  }, [refusals, initialFormError]);
  const refused = () => setRefusals((n) => n + 1);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const checked = validateEnquiry(data).errors;
    setErrors(checked);
    setFormError(firstError(checked) ? ENQUIRY_MESSAGES.checkFields : undefined);
    if (firstError(checked)) return refused();

    setSending(true);
    try {
      const answer = await sendEnquiry(data);
      setSent({ reference: answer.reference });
    } catch (error) {
      const body =
        error instanceof ApiError ? (error.body as { errors?: FieldErrors<EnquiryField> } | undefined) : undefined;
      setErrors(body?.errors ?? {});
      setFormError(error instanceof ApiError && error.status > 0 ? error.message : ENQUIRY_MESSAGES.sendFailed);
      refused();
      if (error instanceof ApiError && error.message === ENQUIRY_MESSAGES.expired) void refreshToken();
    } finally {
      setSending(false);
    }
  };

  if (sent)
    return (
      <Sent
        reference={sent.reference}
        onAgain={() => {
          setSent(null);
          setGeneration((g) => g + 1);
          void refreshToken();
        }}
      />
    );

  const initial = {
    ...values,
    about: values.about ?? context.about ?? '',
    service: values.service ?? context.service ?? '',
    projectType: values.projectType ?? context.projectType ?? '',
  };
  return (
    <form
      key={generation}
      ref={formRef}
      className="pub-enquiry"
      method="post"
      action={action}
      noValidate={hydrated}
      onSubmit={onSubmit}
      aria-label="Enquiry form"
    >
      {(formError || firstError(errors)) && (
        <ErrorSummary
          ref={summaryRef}
          message={formError}
          errors={errors}
          autoFocus={!!initialFormError && !refusals}
        />
      )}
      <input type="hidden" name={ENQUIRY_TOKEN_FIELD} value={token} />
      <input type="hidden" name="page" value={values.page ?? context.from ?? PUBLIC_ROUTES.contact} />
      <LeadSourceFields visit={visit} />
      <div className="pub-enquiry__trap" aria-hidden="true">
        <label htmlFor="enquiry-trap">Leave this field empty</label>
        <input id="enquiry-trap" type="text" name={ENQUIRY_HONEYPOT} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className="pub-enquiry__grid">
        <ContactFields labels={L} limits={ENQUIRY_LIMITS} values={initial} errors={errors} company />
        <Field name="service" label={L.service} error={errors.service}>
          {(p) => (
            <select {...p} defaultValue={initial.service}>
              <option value="">Choose a service</option>
              {ENQUIRY_SERVICES.map((t) => (
                <option key={t} value={t}>
                  {ENQUIRY_SERVICE_LABELS[t]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="projectType" label={L.projectType} required error={errors.projectType}>
          {(p) => (
            <select {...p} defaultValue={initial.projectType}>
              <option value="">Choose a project type</option>
              {PROJECT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {PROJECT_TYPE_LABELS[t]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="area" label={L.area} error={errors.area}>
          {(p) => (
            <input
              {...p}
              type="text"
              inputMode="numeric"
              defaultValue={initial.area}
              placeholder="e.g. 12,000"
              maxLength={15}
            />
          )}
        </Field>
        <StateCityFields state={values.state ?? context.state} city={values.city} errors={errors} />
        <Field name="about" label={L.about} error={errors.about} hint="A project or page you saw, if any." wide>
          {(p) => <input {...p} type="text" defaultValue={initial.about} maxLength={ENQUIRY_LIMITS.aboutMax} />}
        </Field>
        <Field name="message" label={L.message} required error={errors.message} wide>
          {(p) => <textarea {...p} rows={6} defaultValue={initial.message} maxLength={ENQUIRY_LIMITS.messageMax} />}
        </Field>
      </div>
      <button type="submit" className="pub-button" disabled={sending}>
        {sending ? 'Sending...' : 'Send enquiry'}
      </button>
    </form>
  );
};
