import { useId } from 'react';

interface Props {
  label: string;
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** Bump to clear the native input (it cannot be controlled). */
  resetKey?: number;
  onFiles: (files: File[]) => void;
  help?: string;
  error?: string;
}

/** A labelled native file input: accessible and easy to drive from tests. */
export const FileField = ({ label, accept, multiple, disabled, resetKey, onFiles, help, error }: Props) => {
  const id = useId();
  return (
    <div className="installer-field" style={{ marginBottom: 16 }}>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 4 }}>
        {label}
      </label>
      <input
        key={resetKey}
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onFiles(Array.from(e.target.files ?? []))}
      />
      {help && <div style={{ color: 'rgba(0, 0, 0, 0.65)', fontSize: 12 }}>{help}</div>}
      {error && (
        <div role="alert" style={{ color: '#ff4d4f' }}>
          {error}
        </div>
      )}
    </div>
  );
};
