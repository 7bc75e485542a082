import { AutoComplete, Checkbox, Form, Input, InputNumber, Radio, Select, Space } from 'antd';
import { useMemo } from 'react';
import {
  FEATURED_LABEL,
  INDUSTRIES,
  LIMITS,
  LONG_MONTHS,
  SITE_LABELS,
  STATES,
  citiesOf,
  currentYear,
  industryLabel,
  type FieldErrors,
} from '@portfolio/contract';
import type { SiteValues } from './siteValues';
import { ProjectPageFields } from './ProjectPageFields';
import { KeyFactsFields } from './KeyFactsFields';

interface Props {
  idPrefix: string;
  value: SiteValues;
  onChange: (patch: Partial<SiteValues>) => void;
  errors: FieldErrors;
  /** Text fields, start year and status (the edit-site-details power in the edit modal). */
  disabled?: boolean;
  /** Without the edit-site-details power the add form has no Featured checkbox (the server refuses it). */
  hideFeatured?: boolean;
  /**
   * One part only, for the project editor page's sections: the details (name to completion, with the
   * services), the key facts, the case study or the Featured checkbox. Without it, every field in the
   * spec forms' order.
   */
  part?: SiteFieldsPart;
}

export type SiteFieldsPart = 'details' | 'keyFacts' | 'caseStudy' | 'featured';

const stateOptions = STATES.map((s) => ({ value: s, label: s }));
const monthOptions = LONG_MONTHS.map((label, i) => ({ value: i + 1, label }));
const industryOptions = INDUSTRIES.map((i) => ({ value: i, label: industryLabel(i) }));

/** The site's fields, shared by the add form and the Edit Site Details modal. */
export const SiteFields = ({ idPrefix, value, onChange, errors, disabled, hideFeatured, part }: Props) => {
  const id = (f: string) => `${idPrefix}-${f}`;
  const item = (f: string) => ({ validateStatus: errors[f] ? ('error' as const) : undefined, help: errors[f] });
  const cities = useMemo(() => (value.state ? citiesOf(value.state) : []), [value.state]);
  const typed = value.locations.trim().toLowerCase();
  const cityOptions = cities.filter((c) => !typed || c.toLowerCase().includes(typed)).map((c) => ({ value: c }));

  const details = (
    <>
      <Form.Item label={SITE_LABELS.siteName} htmlFor={id('siteName')} {...item('siteName')}>
        <Input
          id={id('siteName')}
          disabled={disabled}
          value={value.siteName}
          onChange={(e) => onChange({ siteName: e.target.value })}
        />
      </Form.Item>
      <Form.Item label="Area (sq ft)" htmlFor={id('area')} {...item('area')}>
        <InputNumber
          id={id('area')}
          disabled={disabled}
          min={0}
          style={{ width: '100%' }}
          value={value.area}
          onChange={(v) => onChange({ area: v ?? null })}
        />
      </Form.Item>
      <Form.Item label={SITE_LABELS.industry} htmlFor={id('industry')} {...item('industry')}>
        <Select
          id={id('industry')}
          disabled={disabled}
          virtual={false}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Select industry"
          options={industryOptions}
          value={value.industry}
          onChange={(v: string) => onChange({ industry: v })}
        />
      </Form.Item>
      <Form.Item label={SITE_LABELS.project_scope} htmlFor={id('project_scope')} {...item('project_scope')}>
        <Input
          id={id('project_scope')}
          disabled={disabled}
          value={value.project_scope}
          onChange={(e) => onChange({ project_scope: e.target.value })}
        />
      </Form.Item>
      <Form.Item label={SITE_LABELS.state} htmlFor={id('state')} {...item('state')}>
        <Select
          id={id('state')}
          disabled={disabled}
          virtual={false}
          showSearch
          placeholder="Select state"
          options={stateOptions}
          value={value.state}
          // A new state resets the location and its suggestions (spec section 4).
          onChange={(v: string) => onChange({ state: v, locations: '' })}
        />
      </Form.Item>
      <Form.Item label="Location" htmlFor={id('locations')} {...item('locations')}>
        <AutoComplete
          id={id('locations')}
          disabled={disabled || !value.state}
          placeholder={value.state ? 'Type or pick a city' : 'Choose a state first'}
          options={cityOptions}
          value={value.locations}
          onChange={(v: string) => onChange({ locations: v })}
        />
      </Form.Item>
      <Form.Item label="Description" htmlFor={id('description')} {...item('description')}>
        <Input.TextArea
          id={id('description')}
          disabled={disabled}
          rows={3}
          maxLength={LIMITS.descriptionMax}
          value={value.description}
          onChange={(e) => onChange({ description: e.target.value })}
        />
      </Form.Item>
    </>
  );
  const dates = (
    <>
      <Form.Item
        label="Site Start Year"
        htmlFor={id('site_start')}
        {...item('site_start')}
        extra={`Year, ${LIMITS.minStartYear} to ${currentYear()}`}
      >
        <InputNumber
          id={id('site_start')}
          disabled={disabled}
          min={LIMITS.minStartYear}
          max={currentYear()}
          precision={0}
          style={{ width: '100%' }}
          value={value.site_start}
          onChange={(v) => onChange({ site_start: v ?? null })}
        />
      </Form.Item>
      <Form.Item label="Site Status">
        <Radio.Group
          aria-label="Site Status"
          disabled={disabled}
          value={value.status}
          onChange={(e) => onChange({ status: e.target.value })}
          options={['Ongoing', 'Completed']}
        />
      </Form.Item>
      {value.status === 'Completed' && (
        <Form.Item
          label="Completed in"
          {...item('site_end')}
          extra="Month and year; not before the start year, not in the future."
        >
          <Space.Compact style={{ width: '100%' }}>
            <Select
              id={id('endMonth')}
              aria-label="Completion Month"
              aria-invalid={errors.site_end ? true : undefined}
              disabled={disabled}
              virtual={false}
              allowClear
              placeholder="Month"
              options={monthOptions}
              value={value.endMonth ?? undefined}
              onChange={(v?: number) => onChange({ endMonth: v ?? null })}
              style={{ width: '60%' }}
            />
            <InputNumber
              id={id('endYear')}
              aria-label="Completion Year"
              aria-invalid={errors.site_end ? true : undefined}
              disabled={disabled}
              // No min/max: antd would drop an out-of-range year silently; the rules answer it with a message.
              precision={0}
              placeholder="Year"
              value={value.endYear}
              onChange={(v) => onChange({ endYear: v ?? null })}
              style={{ width: '40%' }}
            />
          </Space.Compact>
        </Form.Item>
      )}
    </>
  );
  const keyFacts = (
    <KeyFactsFields idPrefix={idPrefix} value={value} onChange={onChange} errors={errors} disabled={disabled} />
  );
  const featured = (
    <>
      {!hideFeatured && (
        <Form.Item extra="Featured projects are shown on the home page, in the order set on the Featured screen.">
          <Checkbox
            id={id('featured')}
            disabled={disabled}
            checked={value.featured}
            onChange={(e) => onChange({ featured: e.target.checked })}
          >
            {FEATURED_LABEL}
          </Checkbox>
        </Form.Item>
      )}
    </>
  );
  const page = (only?: 'services' | 'caseStudy') => (
    <ProjectPageFields idPrefix={idPrefix} value={value} onChange={onChange} disabled={disabled} only={only} />
  );
  if (part === 'details')
    return (
      <>
        {details}
        {page('services')}
        {dates}
      </>
    );
  if (part === 'keyFacts') return keyFacts;
  if (part === 'caseStudy') return page('caseStudy');
  if (part === 'featured') return featured;

  return (
    <>
      {details}
      {page()}
      {keyFacts}
      {featured}
      {dates}
    </>
  );
};
