import { ENQUIRY_LIMITS, ENQUIRY_MESSAGES, type Enquiry } from '@portfolio/contract';
import { addEnquiryNote, refreshEnquiryLists, sendEnquiryReply, useEnquiry } from '../api/enquiries';
import { DASHBOARD_HOME } from '../../shared/access';
import { TEXT } from '../../shared/texts';
import { InboxItemPage, type InboxItemKind } from '../common/InboxItemPage';
import { EnquiryActions, type EnquirySaving } from './EnquiryActions';
import { EnquiryFacts } from './EnquiryFacts';
import { enquiryTimeline } from './timeline';

/**
 * One enquiry: its pipeline status (Lost with a reason), owner, follow-up date, read flag, every field, its history
 * (status, owner and follow-up changes, each kind with its own icon), then the thread: the visitor's message, replies
 * and internal notes as they were written, and boxes for a reply and a note. Opening it marks it read.
 */
const ENQUIRY_ITEM: InboxItemKind<Enquiry, EnquirySaving> = {
  useItem: (id) => {
    const { enquiry, ...read } = useEnquiry(id);
    return { ...read, item: enquiry };
  },
  // The server marked it read when it was opened: the lists' unread counts change.
  opened: refreshEnquiryLists,
  back: { to: `${DASHBOARD_HOME}/enquiries`, label: 'All enquiries' },
  loading: 'Loading enquiry...',
  loadFailed: TEXT.enquiryLoadFailed,
  saved: ENQUIRY_MESSAGES.updated,
  header: (e) => ({
    title: `${e.name}${e.company ? ` · ${e.company}` : ''}`,
    lead: e.reference,
    received: e.createdAt,
    owner: e.owner,
  }),
  Actions: EnquiryActions,
  Facts: EnquiryFacts,
  history: enquiryTimeline,
  historyFirst: true,
  thread: {
    label: 'Thread',
    entries: (e) => [
      { key: 'message', kind: 'message', by: `Message from ${e.name}`, at: e.createdAt, text: e.message },
      ...e.notes.map((n) => ({
        key: n._id,
        kind: n.kind,
        by: `${n.kind === 'reply' ? 'Reply to visitor by' : 'Internal note by'} ${n.author ?? 'Unknown'}`,
        at: n.createdAt,
        text: n.text,
      })),
    ],
  },
  composers: (e) => [
    {
      label: 'Reply to the visitor',
      placeholder: `Emailed to ${e.email}, answers come to you`,
      rows: 4,
      max: ENQUIRY_LIMITS.noteMax,
      required: ENQUIRY_MESSAGES.replyRequired,
      tooLong: ENQUIRY_MESSAGES.tooLong('Reply', ENQUIRY_LIMITS.noteMax),
      button: 'Send reply',
      primary: true,
      what: 'reply',
      send: sendEnquiryReply,
    },
    {
      label: 'New note',
      placeholder: 'Called back, sent a quote...',
      rows: 3,
      max: ENQUIRY_LIMITS.noteMax,
      required: ENQUIRY_MESSAGES.noteRequired,
      tooLong: ENQUIRY_MESSAGES.tooLong('Note', ENQUIRY_LIMITS.noteMax),
      button: 'Add note',
      what: 'note',
      send: addEnquiryNote,
    },
  ],
};

const EnquiryDetailPage = () => <InboxItemPage kind={ENQUIRY_ITEM} />;

export default EnquiryDetailPage;
