import { useRef, useState, type FormEvent } from 'react';
import {
  APPLICATION_HONEYPOT,
  APPLICATION_LABELS as L,
  APPLICATION_TOKEN_FIELD,
  CAREER_LIMITS,
  CAREER_MESSAGES as M,
  CV_FIELD,
  CV_KINDS,
  checkCvChoice,
  firstError,
  validateApplication,
  type ApplicationField,
  type FieldErrors,
  type LeadSource,
} from '@portfolio/contract';
import { ApiError } from '../../api/http';
import { LeadSourceFields } from '../visit';
import { getApplicationFormToken, sendApplication } from './api';
import { ContactFields, Field } from '../contact/Field';
import '../contact/contact.css';
import { useFormToken } from '../components/useFormToken';

export interface ApplicationFormProps {
  jobId: string;
  /** Where the plain (no-JavaScript) multipart form posts: the job page's route action. */
  action: string;
  token?: string;
  /** The visit's source as the server remembers it (hidden fields; the app's own replaces it). */
  visit?: LeadSource | null;
  /** What a refused plain post sent back. */
  values?: Partial<Record<ApplicationField, string>>;
  errors?: FieldErrors<ApplicationField>;
  formError?: string;
}

const kb = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * The application form. With JavaScript it checks the fields and the CV's name and size with the
 * contract's rules, uploads with XMLHttpRequest (a progress bar) and thanks the candidate in place;
 * without it, it is a plain multipart POST to the job's page.
 */
export const ApplicationForm = ({
  jobId,
  action,
  token: initialToken,
  visit,
  values = {},
  errors: initialErrors = {},
  formError: initialFormError,
}: ApplicationFormProps) => {
  const { token, hydrated, refreshToken } = useFormToken(initialToken, getApplicationFormToken);
  const [errors, setErrors] = useState<FieldErrors<ApplicationField>>(initialErrors);
  const [formError, setFormError] = useState(initialFormError);
  const [progress, setProgress] = useState<number | null>(null);
  const [sent, setSent] = useState(false);
  const [chosen, setChosen] = useState<File | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const focusFirstInvalid = (found: FieldErrors<ApplicationField>) => {
    const first = Object.keys(found)[0];
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const fields = Object.fromEntries([...form].filter(([, v]) => typeof v === 'string')) as Record<string, string>;
    // The file the input holds now (kept from its change event): the one sent, as the only `cv` part.
    form.delete(CV_FIELD);
    if (chosen) form.append(CV_FIELD, chosen);
    const checked = validateApplication(fields).errors;
    const cvProblem = checkCvChoice(chosen);
    if (cvProblem) checked.cv = cvProblem;
    setErrors(checked);
    setFormError(firstError(checked) ? M.checkFields : undefined);
    if (firstError(checked)) return focusFirstInvalid(checked);

    setProgress(0);
    try {
      await sendApplication(jobId, form, setProgress);
      setSent(true);
    } catch (error) {
      const body =
        error instanceof ApiError ? (error.body as { errors?: FieldErrors<ApplicationField> } | undefined) : undefined;
      if (body?.errors) {
        setErrors(body.errors);
        focusFirstInvalid(body.errors);
      }
      setFormError(error instanceof ApiError && error.status > 0 ? error.message : M.sendFailed);
      if (error instanceof ApiError && error.message === M.expired) void refreshToken();
    } finally {
      setProgress(null);
    }
  };

  if (sent)
    return (
      <div className="pub-enquiry__sent" role="status">
        <h3>Thank you!</h3>
        <p>{M.sent}</p>
      </div>
    );

  const sending = progress !== null;
  return (
    <form
      ref={formRef}
      className="pub-enquiry pub-application"
      method="post"
      encType="multipart/form-data"
      action={action}
      noValidate={hydrated}
      onSubmit={onSubmit}
      aria-label="Job application form"
    >
      {formError && (
        <p className="pub-enquiry__error" role="alert">
          {formError}
        </p>
      )}
      <input type="hidden" name={APPLICATION_TOKEN_FIELD} value={token} />
      <LeadSourceFields visit={visit} />
      <div className="pub-enquiry__trap" aria-hidden="true">
        <label htmlFor="application-trap">Leave this field empty</label>
        <input
          id="application-trap"
          type="text"
          name={APPLICATION_HONEYPOT}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <ContactFields labels={L} limits={CAREER_LIMITS} values={values} errors={errors} phoneRequired />
      <Field
        name="message"
        label={L.message}
        error={errors.message}
        hint="Optional: why this role, when you could start."
      >
        {(p) => <textarea {...p} rows={4} defaultValue={values.message} maxLength={CAREER_LIMITS.messageMax} />}
      </Field>
      <Field
        name={CV_FIELD}
        label={L.cv}
        required
        error={errors.cv}
        hint={`${CV_KINDS.label}, at most ${CAREER_LIMITS.cvMaxBytes / (1024 * 1024)} MB.`}
      >
        {(p) => (
          <input
            {...p}
            type="file"
            accept={CV_KINDS.accept}
            onChange={(e) => {
              const file = e.currentTarget.files?.[0] ?? null;
              setChosen(file);
              setErrors((current) => ({ ...current, cv: file ? checkCvChoice(file) : undefined }));
            }}
          />
        )}
      </Field>
      {chosen && !errors.cv && (
        <p className="pub-application__file">
          {chosen.name} · {kb(chosen.size)}
        </p>
      )}
      {sending && (
        <div className="pub-application__progress">
          <progress max={100} value={progress ?? 0} aria-label="Upload progress" />
          <span aria-live="polite">{progress}% uploaded</span>
        </div>
      )}
      <button type="submit" className="pub-button" disabled={sending}>
        {sending ? 'Sending...' : 'Send application'}
      </button>
    </form>
  );
};
