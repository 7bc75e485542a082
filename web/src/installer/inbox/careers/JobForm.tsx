import { Form, Input, Select, Switch } from 'antd';
import { useState } from 'react';
import {
  CAREER_LIMITS,
  EMPLOYMENT_TYPES,
  EMPLOYMENT_TYPE_LABELS,
  JOB_LABELS as L,
  STATES,
  citiesOf,
  firstError,
  validateJob,
  type Job,
  type JobField,
  type JobValues,
} from '@portfolio/contract';
import { FormDialog, useDialogSave } from '../../shared/FormDialog';
import { TEXT } from '../../shared/texts';

const EMPTY: JobValues = {
  title: '',
  state: '',
  city: '',
  employmentType: 'FULL_TIME',
  description: '',
  closingDate: null,
  open: true,
};

/**
 * Create or edit an opening in a dialog. The contract's rules run as the user types (the same the
 * server applies); the server's refusal, if any, is shown above the fields.
 */
export const JobForm = ({
  job,
  onSave,
  onClose,
}: {
  job: Job | null;
  onSave: (values: JobValues) => Promise<unknown>;
  onClose: () => void;
}) => {
  const initial: JobValues = job ? { ...job } : EMPTY;
  const [values, setValues] = useState<JobValues>(initial);
  const [touched, setTouched] = useState<Partial<Record<JobField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const { saving, serverError, save } = useDialogSave(TEXT.jobSaveFailed, onClose);
  const current = job ? { ...job } : undefined;
  const { errors } = validateJob({ ...values, closingDate: values.closingDate || null }, current);
  const shown = (field: JobField) => (submitted || touched[field] ? errors[field] : undefined);
  const set = <K extends keyof JobValues>(field: K, value: JobValues[K]) => {
    setValues((v) => ({ ...v, [field]: value, ...(field === 'state' ? { city: '' } : {}) }));
    setTouched((t) => ({ ...t, [field]: true }));
  };
  const item = (field: JobField) => ({
    label: L[field],
    validateStatus: shown(field) ? ('error' as const) : undefined,
    help: shown(field),
    required: field !== 'closingDate' && field !== 'open',
  });

  const submit = async () => {
    setSubmitted(true);
    if (firstError(errors)) return;
    await save(() => onSave({ ...values, closingDate: values.closingDate || null }));
  };

  return (
    <FormDialog
      title={job ? `Edit "${job.title}"` : 'New job opening'}
      okText={job ? 'Save' : 'Publish'}
      width={720}
      saving={saving}
      serverError={serverError}
      onOk={submit}
      onCancel={onClose}
    >
      <Form layout="vertical" onFinish={submit} component="div">
        <Form.Item {...item('title')} htmlFor="job-title">
          <Input
            id="job-title"
            value={values.title}
            maxLength={CAREER_LIMITS.titleMax}
            onChange={(e) => set('title', e.target.value)}
            placeholder="Site Engineer"
          />
        </Form.Item>
        <div style={{ display: 'grid', gap: '0 16px', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' }}>
          <Form.Item {...item('state')} htmlFor="job-state">
            <Select
              id="job-state"
              showSearch
              value={values.state || undefined}
              placeholder="Choose a state"
              options={STATES.map((s) => ({ value: s, label: s }))}
              onChange={(v) => set('state', v)}
            />
          </Form.Item>
          <Form.Item {...item('city')} htmlFor="job-city">
            <Select
              id="job-city"
              showSearch
              value={values.city || undefined}
              placeholder={values.state ? 'Choose a city' : 'Choose the state first'}
              disabled={!values.state}
              options={citiesOf(values.state).map((c) => ({ value: c, label: c }))}
              onChange={(v) => set('city', v)}
            />
          </Form.Item>
          <Form.Item {...item('employmentType')} htmlFor="job-type">
            <Select
              id="job-type"
              value={values.employmentType}
              options={EMPLOYMENT_TYPES.map((t) => ({ value: t, label: EMPLOYMENT_TYPE_LABELS[t] }))}
              onChange={(v) => set('employmentType', v)}
            />
          </Form.Item>
          <Form.Item
            {...item('closingDate')}
            htmlFor="job-closing"
            extra="Optional. The opening closes by itself after this day."
          >
            <Input
              id="job-closing"
              type="date"
              value={values.closingDate ?? ''}
              onChange={(e) => set('closingDate', e.target.value || null)}
            />
          </Form.Item>
        </div>
        <Form.Item
          {...item('description')}
          htmlFor="job-description"
          extra="Plain text. Leave a blank line between paragraphs."
        >
          <Input.TextArea
            id="job-description"
            rows={8}
            value={values.description}
            maxLength={CAREER_LIMITS.descriptionMax}
            onChange={(e) => set('description', e.target.value)}
          />
        </Form.Item>
        <Form.Item label="Open for applications" htmlFor="job-open">
          <Switch id="job-open" checked={values.open} onChange={(v) => set('open', v)} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
};
