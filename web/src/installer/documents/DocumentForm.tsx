import { Form, Input, Progress, Select } from 'antd';
import { useState } from 'react';
import {
  CERTIFICATE_REMINDER_DAYS,
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_SINGULAR,
  DOCUMENT_FILE_TYPES,
  DOCUMENT_LIMITS,
  DOCUMENT_MESSAGES as M,
  validateDocument,
  type DocumentItem,
  type DocumentValues,
} from '@portfolio/contract';
import { FileField } from '../shared/FileField';
import { FormDialog, useDialogSave } from '../shared/FormDialog';
import './documents.css';

const EMPTY: DocumentValues = {
  title: '',
  category: 'certificate',
  issuer: '',
  number: '',
  issuedOn: '',
  expiresOn: '',
};

/** The browser's first look at a chosen file (the server checks its content). */
export const fileProblem = (file: File | null | undefined): string | undefined => {
  if (!file) return undefined;
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(DOCUMENT_FILE_TYPES.extensions as readonly string[]).includes(ext)) return M.fileInvalid;
  if (file.size > DOCUMENT_LIMITS.fileMaxBytes) return M.fileTooLarge;
  return undefined;
};

interface Props {
  /** null: upload a new document. */
  document: DocumentItem | null;
  onSave: (values: DocumentValues, file: File | null, onProgress: (percent: number) => void) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Upload a document, or edit one's title and category (and optionally replace its file) in a dialog.
 * The contract's rules run as the user types; the server's refusal (a PDF with scripts, say) is shown above the fields.
 */
export const DocumentForm = ({ document, onSave, onClose }: Props) => {
  const [values, setValues] = useState<DocumentValues>(
    document
      ? {
          title: document.title,
          category: document.category,
          issuer: document.issuer ?? '',
          number: document.number ?? '',
          issuedOn: document.issuedOn ?? '',
          expiresOn: document.expiresOn ?? '',
        }
      : EMPTY,
  );
  const [file, setFile] = useState<File | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [progress, setProgress] = useState<number>();
  const { saving, serverError, save } = useDialogSave('Could not save the document. Please try again.', onClose);
  const { error } = validateDocument({ ...values });
  const fileError = fileProblem(file) ?? (!document && submitted && !file ? M.fileRequired : undefined);
  const titleError = submitted && error === M.titleRequired ? error : error === M.titleTooLong ? error : undefined;
  const registerError = (message: string) => (error === message ? error : undefined);
  const datesError =
    registerError(M.issuedOnInvalid) ?? registerError(M.expiresOnInvalid) ?? registerError(M.expiresBeforeIssued);

  const submit = async () => {
    setSubmitted(true);
    if (error || fileProblem(file) || (!document && !file)) return;
    await save(() => onSave(values, file, setProgress).finally(() => setProgress(undefined)));
  };

  return (
    <FormDialog
      title={document ? `Edit "${document.title}"` : 'Upload a document'}
      okText={document ? 'Save' : 'Upload'}
      width={620}
      saving={saving}
      serverError={serverError}
      onOk={submit}
      onCancel={onClose}
    >
      <Form layout="vertical" component="div">
        <Form.Item
          label="Title"
          required
          htmlFor="document-title"
          validateStatus={titleError ? 'error' : undefined}
          help={titleError}
        >
          <Input
            id="document-title"
            value={values.title}
            maxLength={DOCUMENT_LIMITS.titleMax}
            placeholder="IS 3614 fire test report, 120 minutes"
            onChange={(e) => setValues((v) => ({ ...v, title: e.target.value }))}
          />
        </Form.Item>
        <Form.Item label="Category" required htmlFor="document-category">
          <Select
            id="document-category"
            value={values.category}
            options={DOCUMENT_CATEGORIES.map((c) => ({ value: c, label: DOCUMENT_CATEGORY_SINGULAR[c] }))}
            onChange={(category) => setValues((v) => ({ ...v, category }))}
          />
        </Form.Item>
        <Form.Item
          label="Issued by"
          htmlFor="document-issuer"
          validateStatus={registerError(M.issuerTooLong) ? 'error' : undefined}
          help={registerError(M.issuerTooLong)}
        >
          <Input
            id="document-issuer"
            value={values.issuer ?? ''}
            maxLength={DOCUMENT_LIMITS.titleMax}
            placeholder="Bureau of Indian Standards"
            onChange={(e) => setValues((v) => ({ ...v, issuer: e.target.value }))}
          />
        </Form.Item>
        <Form.Item
          label="Certificate or report number"
          htmlFor="document-number"
          validateStatus={registerError(M.numberTooLong) ? 'error' : undefined}
          help={registerError(M.numberTooLong)}
        >
          <Input
            id="document-number"
            value={values.number ?? ''}
            maxLength={DOCUMENT_LIMITS.numberMax}
            placeholder="QMS-2025-0147"
            onChange={(e) => setValues((v) => ({ ...v, number: e.target.value }))}
          />
        </Form.Item>
        <div className="dash-doc-dates">
          <Form.Item label="Issued on" htmlFor="document-issued-on">
            <Input
              id="document-issued-on"
              type="date"
              value={values.issuedOn ?? ''}
              onChange={(e) => setValues((v) => ({ ...v, issuedOn: e.target.value }))}
            />
          </Form.Item>
          <Form.Item
            label="Expires on"
            htmlFor="document-expires-on"
            validateStatus={datesError ? 'error' : undefined}
            help={
              datesError ??
              `Status users get a reminder ${CERTIFICATE_REMINDER_DAYS.join(', ').replace(/, (\d+)$/, ' and $1')} days before; after it, the website shows "Expired".`
            }
          >
            <Input
              id="document-expires-on"
              type="date"
              value={values.expiresOn ?? ''}
              onChange={(e) => setValues((v) => ({ ...v, expiresOn: e.target.value }))}
            />
          </Form.Item>
        </div>
        <FileField
          label={document ? 'Replace the file (optional)' : 'File'}
          accept={DOCUMENT_FILE_TYPES.accept}
          disabled={saving}
          onFiles={(files) => setFile(files[0] ?? null)}
          help={`${DOCUMENT_FILE_TYPES.label}, up to ${DOCUMENT_LIMITS.fileMaxBytes / (1024 * 1024)} MB. PDFs with scripts, launch actions or attachments are refused.${document ? ' The current file goes to the Trash.' : ''}`}
          error={fileError}
        />
        {progress !== undefined && <Progress percent={progress} size="small" aria-label="Upload progress" />}
      </Form>
    </FormDialog>
  );
};
