import { Checkbox, Form, Input } from 'antd';
import {
  CASE_STUDY_FIELDS,
  LIMITS,
  SERVICES,
  SERVICE_LABELS,
  type CaseStudyField,
  type Service,
} from '@portfolio/contract';
import type { SiteValues } from './siteValues';

const serviceOptions = SERVICES.map((s) => ({ value: s, label: SERVICE_LABELS[s] }));

/**
 * What a project page shows beyond the spec's fields: the services involved (service pages list them) and the case
 * study.
 */
export const ProjectPageFields = ({
  idPrefix,
  value,
  onChange,
  disabled,
  only,
}: {
  idPrefix: string;
  value: SiteValues;
  onChange: (patch: Partial<SiteValues>) => void;
  disabled?: boolean;
  /** Only the services or only the case study (the project editor page's sections); both without it. */
  only?: 'services' | 'caseStudy';
}) => (
  <>
    {only !== 'caseStudy' && (
      <Form.Item
        label="Services"
        extra="The service pages (Design and Build, Manufacturing, Fire Doors) show their own projects."
      >
        <Checkbox.Group
          aria-label="Services"
          disabled={disabled}
          options={serviceOptions}
          value={value.services}
          onChange={(services) => onChange({ services: services as Service[] })}
        />
      </Form.Item>
    )}
    {only !== 'services' &&
      (Object.entries(CASE_STUDY_FIELDS) as [CaseStudyField, string][]).map(([key, label]) => (
        <Form.Item key={key} label={`${label} (optional)`} htmlFor={`${idPrefix}-${key}`}>
          <Input.TextArea
            id={`${idPrefix}-${key}`}
            disabled={disabled}
            rows={2}
            autoSize={{ minRows: 2, maxRows: 6 }}
            maxLength={LIMITS.descriptionMax}
            value={value[key]}
            onChange={(e) => onChange({ [key]: e.target.value })}
          />
        </Form.Item>
      ))}
  </>
);
