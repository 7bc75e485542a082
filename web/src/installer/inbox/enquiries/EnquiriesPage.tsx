import { Badge } from 'antd';
import {
  can,
  todayInZone,
  type EnquiryFilters as Filters,
  type EnquiryListResponse,
  type EnquirySummary,
} from '@portfolio/contract';
import { enquiriesExportUrl, useEnquiries } from '../api/enquiries';
import { useMinWidth } from '../../shared/useMediaQuery';
import { InboxPage, type InboxListKind } from '../common/InboxPage';
import { enquiryColumns, enquiryPath } from './columns';
import { enquiryCard } from './EnquiryCards';
import { EnquiryFilters, filtersFrom } from './EnquiryFilters';

/**
 * The Enquiries inbox: newest first, unread in bold, filters (status, owner, mine, follow-ups due,
 * service, source, project type), search, pages, a CSV of the filtered list; cards on a phone, a
 * table on wider screens that never scrolls sideways (fixed column widths; the sender's name,
 * company and email cut with an ellipsis, whole in their title; Owner from 992 px, Service from
 * 1200, Reference from 1360, Project type from 1600).
 */
const ENQUIRY_LIST: InboxListKind<EnquirySummary, EnquiryListResponse, Filters> = {
  title: 'Enquiries',
  noun: 'enquiries',
  filtersFrom,
  useList: useEnquiries,
  rows: (list) => list.enquiries,
  itemPath: enquiryPath,
  unseen: (e) => !e.read,
  badge: (list) => (
    <Badge
      count={list.unread}
      showZero={false}
      overflowCount={999}
      title={`${list.unread} unread`}
      aria-label={`${list.unread} unread`}
    />
  ),
  // Status users see every enquiry, choose owners and export them; anyone else the enquiries they own.
  exportCsv: { url: enquiriesExportUrl, allowed: (user) => can(user, 'enquiries.exportCsv') },
  Filters: EnquiryFilters,
  card: enquiryCard,
  useColumns: ({ zone, open }) => {
    // The reference needs its own width on top of the others: shown from 1360 px (a 1440 px screen).
    const referenceFits = useMinWidth(1360);
    return enquiryColumns({ zone, today: todayInZone(zone), referenceFits, open });
  },
  table: { tableLayout: 'fixed', size: 'middle', className: 'enq-table' },
};

const EnquiriesPage = () => <InboxPage kind={ENQUIRY_LIST} />;

export default EnquiriesPage;
