import type { ReactNode } from 'react';

export interface FieldControlProps {
  id: string;
  name: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** A labelled form control with its message underneath, tied together for screen readers. */
export const Field = ({
  name,
  label,
  error,
  required,
  hint,
  wide,
  children,
}: {
  name: string;
  label: string;
  error?: string;
  required?: boolean;
  hint?: string;
  wide?: boolean;
  children: (props: FieldControlProps) => ReactNode;
}) => {
  const id = `enquiry-${name}`;
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`pub-field${wide ? ' pub-field--wide' : ''}${error ? ' pub-field--invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children({ id, name, required, 'aria-invalid': error ? true : undefined, 'aria-describedby': described })}
      {hint && (
        <small id={`${id}-hint`} className="pub-field__hint">
          {hint}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} className="pub-field__error">
          {error}
        </small>
      )}
    </div>
  );
};

type ContactField = 'name' | 'company' | 'email' | 'phone';

/**
 * Who is writing: name, (company,) email and phone, as every public form asks them (the contact form,
 * a job application, a counterfeit label's report), with the browser's autofill hints and the limits
 * the server checks. `company` adds the company field after the name.
 */
export const ContactFields = ({
  labels,
  limits,
  values,
  errors,
  company = false,
  phoneRequired = false,
}: {
  labels: Partial<Record<ContactField, string>> & Record<'name' | 'email' | 'phone', string>;
  limits: { nameMax: number; emailMax: number; phoneMax: number; companyMax?: number };
  values: Partial<Record<ContactField, string>>;
  errors: Partial<Record<ContactField, string>>;
  company?: boolean;
  phoneRequired?: boolean;
}) => {
  const text = (name: ContactField, type: string, autoComplete: string, maxLength: number, required: boolean) => (
    <Field name={name} label={labels[name] ?? name} required={required} error={errors[name]}>
      {(p) => (
        <input {...p} type={type} defaultValue={values[name]} autoComplete={autoComplete} maxLength={maxLength} />
      )}
    </Field>
  );
  return (
    <>
      {text('name', 'text', 'name', limits.nameMax, true)}
      {company && text('company', 'text', 'organization', limits.companyMax ?? limits.nameMax, false)}
      {text('email', 'email', 'email', limits.emailMax, true)}
      {text('phone', 'tel', 'tel', limits.phoneMax, phoneRequired)}
    </>
  );
};
