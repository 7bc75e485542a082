import { DownloadOutlined } from '@ant-design/icons';
import { Badge, Button, Grid, Space, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { INBOX_RULES, can, todayInZone, type EnquirySummary } from '@portfolio/contract';
import { enquiriesExportUrl, useEnquiries } from '../api/enquiries';
import { useCurrentUser, useTimeZone, useUsers } from '../../../api/reads';
import { useMinWidth } from '../../shared/useMediaQuery';
import { InboxList } from '../common/InboxList';
import { useUrlFilters } from '../common/useUrlFilters';
import { enquiryColumns } from './columns';
import { EnquiryCards } from './EnquiryCards';
import { EnquiryFilters, filtersFrom } from './EnquiryFilters';

/**
 * The Enquiries inbox: newest first, unread in bold, filters (status, owner, mine, follow-ups due,
 * service, source, project type), search, pages, a CSV of the filtered list; cards on a phone, a
 * table on wider screens that never scrolls sideways (fixed column widths; the sender's name,
 * company and email cut with an ellipsis, whole in their title; Owner from 992 px, Service from
 * 1200, Reference from 1360, Project type from 1600).
 */
const EnquiriesPage = () => {
  const navigate = useNavigate();
  const { filters, setFilter } = useUrlFilters(filtersFrom);
  const { list, isLoading, error } = useEnquiries(filters);
  const zone = useTimeZone();
  const screens = Grid.useBreakpoint();
  const phone = !screens.md;
  // The reference needs its own width on top of the others: shown from 1360 px (a 1440 px screen).
  const referenceFits = useMinWidth(1360);
  // Status users see every enquiry, choose owners and export them; anyone else the enquiries they own.
  const { user } = useCurrentUser();
  const choosesOwner = INBOX_RULES.chooseOwner(user);
  const { users } = useUsers(choosesOwner);

  const open = (e: EnquirySummary) => navigate(`${e._id}`);
  const today = todayInZone(zone);

  return (
    <section>
      <Space style={{ justifyContent: 'space-between', width: '100%' }} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Enquiries{' '}
          {list ? (
            <Badge
              count={list.unread}
              showZero={false}
              overflowCount={999}
              title={`${list.unread} unread`}
              aria-label={`${list.unread} unread`}
            />
          ) : null}
        </Typography.Title>
        {can(user, 'enquiries.exportCsv') && (
          <Button icon={<DownloadOutlined />} href={enquiriesExportUrl(filters)} download>
            Export CSV
          </Button>
        )}
      </Space>
      <EnquiryFilters
        filters={filters}
        setFilter={setFilter}
        list={list}
        phone={phone}
        choosesOwner={choosesOwner}
        users={users}
      />
      <InboxList<EnquirySummary>
        noun="enquiries"
        list={list}
        rows={list?.enquiries}
        error={error}
        isLoading={isLoading}
        cards={
          list && phone ? <EnquiryCards list={list} zone={zone} onPage={(page) => setFilter('page', page)} /> : null
        }
        unseen={(e) => !e.read}
        open={open}
        onPage={(page) => setFilter('page', page)}
        table={{ tableLayout: 'fixed', size: 'middle', className: 'enq-table' }}
        columns={enquiryColumns({ zone, today, referenceFits, open })}
      />
    </section>
  );
};

export default EnquiriesPage;
