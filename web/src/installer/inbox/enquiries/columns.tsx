import { Tag, type TableColumnsType } from 'antd';
import {
  ENQUIRY_SERVICE_LABELS,
  ENQUIRY_STATUS_LABELS,
  projectTypeLabel,
  type EnquiryService,
  type EnquirySummary,
} from '@portfolio/contract';
import { ageOf } from '../../shared/ageOf';
import { OpenLink } from '../common/InboxList';
import { STATUS_COLORS, followUpState, formatWhen } from './labels';

/** An enquiry's page in the dashboard. */
export const enquiryPath = (e: EnquirySummary) => `/installer/dashboard/enquiries/${e._id}`;

/** The follow-up date as a day, marked when it is today or past. */
export const FollowUp = ({ e, today, zone }: { e: EnquirySummary; today: string; zone: string }) => {
  if (!e.followUpOn) return <>—</>;
  const state = followUpState(e, today);
  const day = formatWhen(`${e.followUpOn}T12:00:00Z`, zone).split(',')[0];
  return (
    <span className={state === 'overdue' ? 'dash-danger' : undefined}>
      {day}
      {state === 'overdue' ? ' (overdue)' : state === 'today' ? ' (today)' : ''}
    </span>
  );
};

/**
 * The Enquiries table's columns: fixed widths, the sender's name, company and email cut with an
 * ellipsis (whole in their title); the Reference only when `referenceFits` (from 1360 px).
 */
export const enquiryColumns = ({
  zone,
  today,
  referenceFits,
  open,
}: {
  zone: string;
  today: string;
  referenceFits: boolean;
  open: (e: EnquirySummary) => void;
}): TableColumnsType<EnquirySummary> => [
  {
    title: 'Received',
    dataIndex: 'createdAt',
    width: 155,
    render: (v: string) => (
      <>
        <time dateTime={v} className="enq-line">
          {formatWhen(v, zone)}
        </time>
        <span className="enq-line enq-muted">{ageOf(v)}</span>
      </>
    ),
  },
  {
    title: 'From',
    key: 'from',
    render: (_, e) => (
      <>
        <OpenLink href={enquiryPath(e)} onOpen={() => open(e)} className="enq-line" title={e.name}>
          {e.name}
          {e.read ? '' : ' · unread'}
        </OpenLink>
        {e.company && (
          <span className="enq-line enq-muted" title={e.company}>
            {e.company}
          </span>
        )}
        <span className="enq-line enq-muted" title={e.email}>
          {e.email}
        </span>
      </>
    ),
  },
  ...(referenceFits ? [{ title: 'Reference', dataIndex: 'reference', width: 130, className: 'enq-nowrap' }] : []),
  {
    title: 'Service',
    dataIndex: 'service',
    width: 125,
    responsive: ['xl'],
    render: (v?: EnquiryService | null) => (v ? ENQUIRY_SERVICE_LABELS[v] : '—'),
  },
  {
    title: 'Project type',
    dataIndex: 'projectType',
    width: 100,
    responsive: ['xxl'],
    render: (v: string) => projectTypeLabel(v),
  },
  {
    title: 'Status',
    dataIndex: 'status',
    width: 115,
    render: (v: EnquirySummary['status']) => <Tag color={STATUS_COLORS[v]}>{ENQUIRY_STATUS_LABELS[v]}</Tag>,
  },
  {
    title: 'Owner',
    key: 'owner',
    width: 160,
    ellipsis: true,
    responsive: ['lg'],
    render: (_, e) => e.owner?.email ?? '—',
  },
  {
    title: 'Follow up',
    key: 'followUpOn',
    width: 110,
    render: (_, e) => <FollowUp e={e} today={today} zone={zone} />,
  },
];
