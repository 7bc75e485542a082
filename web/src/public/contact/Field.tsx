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
