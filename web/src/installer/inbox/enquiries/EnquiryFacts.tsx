import { Alert, Descriptions } from 'antd';
import {
  ENQUIRY_KIND_LABELS,
  ENQUIRY_SERVICE_LABELS,
  formatIndianNumber,
  formatRupees,
  projectTypeLabel,
  type Enquiry,
} from '@portfolio/contract';
import { sourceItems } from '../common/leadSource';

/**
 * An enquiry's every field, one a row ('—' where the visitor left it out), and where it came from; a counterfeit
 * label's report says so above them.
 */
export const EnquiryFacts = ({ item: e }: { item: Enquiry }) => {
  const optional = (v: string | number | null | undefined) => (v == null || v === '' ? '—' : v);
  return (
    <>
      {e.kind === 'counterfeit-label' && (
        <Alert
          style={{ marginTop: 16 }}
          type="warning"
          showIcon
          title={`${ENQUIRY_KIND_LABELS[e.kind]}: ${e.labelId ?? '—'}`}
          description="A visitor found a label the register may not know. Check the id in Fire doors, then reply."
        />
      )}
      <Descriptions bordered column={1} size="small" style={{ marginTop: 16 }}>
        <Descriptions.Item label="Kind">{ENQUIRY_KIND_LABELS[e.kind]}</Descriptions.Item>
        {e.labelId && <Descriptions.Item label="Label id">{e.labelId}</Descriptions.Item>}
        <Descriptions.Item label="Email">
          <a href={`mailto:${e.email}`}>{e.email}</a>
        </Descriptions.Item>
        <Descriptions.Item label="Phone">
          {e.phone ? <a href={`tel:${e.phone.replace(/[^\d+]/g, '')}`}>{e.phone}</a> : '—'}
        </Descriptions.Item>
        <Descriptions.Item label="Company">{optional(e.company)}</Descriptions.Item>
        <Descriptions.Item label="Service">{e.service ? ENQUIRY_SERVICE_LABELS[e.service] : '—'}</Descriptions.Item>
        <Descriptions.Item label="Project type">{projectTypeLabel(e.projectType)}</Descriptions.Item>
        <Descriptions.Item label="State">{optional(e.state)}</Descriptions.Item>
        <Descriptions.Item label="City">{optional(e.city)}</Descriptions.Item>
        <Descriptions.Item label="Approximate area (sq ft)">
          {e.area === null ? '—' : formatIndianNumber(e.area)}
        </Descriptions.Item>
        <Descriptions.Item label="About">{optional(e.about)}</Descriptions.Item>
        <Descriptions.Item label="Sent from page">{optional(e.page)}</Descriptions.Item>
        {e.status === 'won' && (
          <Descriptions.Item label="Contract value won">
            {e.wonValue === null ? 'Not recorded' : formatRupees(e.wonValue)}
          </Descriptions.Item>
        )}
        {sourceItems(e.source)}
      </Descriptions>
    </>
  );
};
