import { AutoComplete, Checkbox, Form, InputNumber, Select } from 'antd';
import {
  DELIVERY_MODELS,
  DELIVERY_MODEL_LABELS,
  KEY_FACT_LABELS,
  KEY_FACT_LIMITS,
  formatIndianNumber,
  valueBandOf,
  type FieldErrors,
} from '@portfolio/contract';
import type { SiteValues } from './siteValues';
import './key-facts.css';

const deliveryOptions = DELIVERY_MODELS.map((m) => ({ value: m, label: DELIVERY_MODEL_LABELS[m] }));
const RATINGS = [
  'IGBC Gold',
  'IGBC Platinum',
  'GRIHA 4 star',
  'GRIHA 5 star',
  'LEED Gold',
  'LEED Platinum',
  'EDGE Advanced',
];

/** Whole numbers shown with Indian grouping while typed ("12,50,00,000"); the grouping is dropped again when read. */
const grouped = (value: number | string | undefined) =>
  value === undefined || value === '' ? '' : formatIndianNumber(value);
/** The digits typed; an emptied field parses to '' and is read as no fact (null), never as 0. */
const digits = (text: string | undefined) => (text ?? '').replace(/[^\d]/g, '');
const factOf = (value: number | string | null) => (value === null || value === '' ? null : Number(value));

/**
 * A project's key facts, shared by the add form and the Edit Site Details modal. The
 * contract value is never shown to visitors: the hint says which band they see.
 */
export const KeyFactsFields = ({
  idPrefix,
  value,
  onChange,
  errors,
  disabled,
}: {
  idPrefix: string;
  value: SiteValues;
  onChange: (patch: Partial<SiteValues>) => void;
  errors: FieldErrors;
  disabled?: boolean;
}) => {
  const id = (f: string) => `${idPrefix}-${f}`;
  const item = (f: string) => ({ validateStatus: errors[f] ? ('error' as const) : undefined, help: errors[f] });
  const band = valueBandOf(value.contractValue);
  return (
    <fieldset className="dash-keyfacts">
      <legend>Key facts (optional)</legend>
      <Form.Item
        label={`${KEY_FACT_LABELS.contractValue} (₹)`}
        htmlFor={id('contractValue')}
        {...item('contractValue')}
        extra={
          errors.contractValue
            ? undefined
            : band
              ? `Visitors see only the band: ${band}.`
              : 'Whole rupees. Visitors never see the figure, only its band.'
        }
      >
        <InputNumber<number | string>
          id={id('contractValue')}
          disabled={disabled}
          min={1}
          max={KEY_FACT_LIMITS.contractValueMax}
          precision={0}
          prefix="₹"
          style={{ width: '100%' }}
          formatter={grouped}
          parser={digits}
          value={value.contractValue}
          onChange={(v) => onChange({ contractValue: factOf(v) })}
        />
      </Form.Item>
      <Form.Item label={KEY_FACT_LABELS.deliveryModel} htmlFor={id('deliveryModel')} {...item('deliveryModel')}>
        <Select
          id={id('deliveryModel')}
          disabled={disabled}
          virtual={false}
          allowClear
          placeholder="Select delivery model"
          options={deliveryOptions}
          value={value.deliveryModel || undefined}
          onChange={(v?: string) => onChange({ deliveryModel: v ?? '' })}
        />
      </Form.Item>
      <Form.Item label={KEY_FACT_LABELS.greenRating} htmlFor={id('greenRating')} {...item('greenRating')}>
        <AutoComplete
          id={id('greenRating')}
          disabled={disabled}
          placeholder="e.g. IGBC Gold"
          maxLength={KEY_FACT_LIMITS.greenRatingMax}
          options={RATINGS.filter((r) => r.toLowerCase().includes(value.greenRating.trim().toLowerCase())).map((r) => ({
            value: r,
          }))}
          value={value.greenRating}
          onChange={(v: string) => onChange({ greenRating: v })}
        />
      </Form.Item>
      <Form.Item
        label={KEY_FACT_LABELS.safeManHours}
        htmlFor={id('safeManHours')}
        {...item('safeManHours')}
        extra="Man-hours worked without a lost-time injury."
      >
        <InputNumber<number | string>
          id={id('safeManHours')}
          disabled={disabled}
          min={0}
          max={KEY_FACT_LIMITS.safeManHoursMax}
          precision={0}
          style={{ width: '100%' }}
          formatter={grouped}
          parser={digits}
          value={value.safeManHours}
          onChange={(v) => onChange({ safeManHours: factOf(v) })}
        />
      </Form.Item>
      <Form.Item {...item('referenceAllowed')}>
        <Checkbox
          id={id('referenceAllowed')}
          disabled={disabled}
          checked={value.referenceAllowed}
          onChange={(e) => onChange({ referenceAllowed: e.target.checked })}
        >
          The client agreed to be named as a reference
        </Checkbox>
      </Form.Item>
    </fieldset>
  );
};
