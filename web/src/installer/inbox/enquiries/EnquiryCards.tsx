import {
  ENQUIRY_SERVICE_LABELS,
  ENQUIRY_STATUS_LABELS,
  INBOX_LABELS,
  LEAD_CHANNEL_LABELS,
  projectTypeLabel,
  todayInZone,
  type EnquiryListResponse,
} from '@portfolio/contract';
import { ageOf } from '../../shared/ageOf';
import { InboxCards } from '../common/InboxCards';
import { FollowUp, enquiryPath } from './columns';
import { STATUS_COLORS, formatWhen } from './labels';

/** A phone's inbox: one card per enquiry (the shared inbox cards). */
export const EnquiryCards = ({
  list,
  zone,
  onPage,
}: {
  list: EnquiryListResponse;
  zone: string;
  onPage: (page: number) => void;
}) => {
  const today = todayInZone(zone);
  return (
    <InboxCards
      label="Enquiries"
      empty="No enquiries found."
      pages={list}
      onPage={onPage}
      cards={list.enquiries.map((e) => ({
        key: e._id,
        to: enquiryPath(e),
        name: `${e.name}${e.read ? '' : ' · unread'}`,
        highlight: !e.read,
        status: { label: ENQUIRY_STATUS_LABELS[e.status], color: STATUS_COLORS[e.status] },
        subtitle: e.company,
        facts: [
          ...(e.service ? [['Service', ENQUIRY_SERVICE_LABELS[e.service]] as [string, string]] : []),
          ...(e.source ? [['Source', LEAD_CHANNEL_LABELS[e.source.channel]] as [string, string]] : []),
          ['Project type', projectTypeLabel(e.projectType)],
          [INBOX_LABELS.owner, e.owner?.email ?? INBOX_LABELS.noOwner],
          ['Follow up', <FollowUp key="follow-up" e={e} today={today} zone={zone} />],
          [
            INBOX_LABELS.received,
            <span key="received">
              <time dateTime={e.createdAt}>{formatWhen(e.createdAt, zone)}</time> · {ageOf(e.createdAt)}
            </span>,
          ],
        ],
      }))}
    />
  );
};
