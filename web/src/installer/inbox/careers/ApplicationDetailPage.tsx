import { APPLICATION_STATUS_LABELS, CAREER_LIMITS, CAREER_MESSAGES as M, type Application } from '@portfolio/contract';
import { addApplicationNote, useApplication } from '../api/careers';
import { useUsers } from '../../../api/reads';
import { DASHBOARD_HOME } from '../../shared/access';
import { TEXT } from '../../shared/texts';
import { InboxItemPage, type InboxItemKind } from '../common/InboxItemPage';
import { ApplicationActions, type ApplicationSaving } from './ApplicationActions';
import { ApplicationFacts } from './ApplicationFacts';

/**
 * One application, top to bottom: status and owner, the candidate's details and message, the CV, notes, then the status
 * history.
 */
const APPLICATION_ITEM: InboxItemKind<Application, ApplicationSaving> = {
  useItem: (id) => {
    const { application, ...read } = useApplication(id);
    // The owners (for the owner select) load beside the application, not after it.
    useUsers();
    return { ...read, item: application };
  },
  back: { to: `${DASHBOARD_HOME}/applications`, label: 'All applications' },
  loading: 'Loading application...',
  loadFailed: TEXT.applicationLoadFailed,
  saved: M.applicationUpdated,
  header: (a) => ({ title: a.name, lead: a.jobTitle, received: a.createdAt, owner: a.owner }),
  Actions: ApplicationActions,
  Facts: ApplicationFacts,
  history: (a) => a.statusHistory.map((h) => ({ ...h, label: APPLICATION_STATUS_LABELS[h.status] })),
  historyFirst: false,
  thread: {
    label: 'Notes',
    empty: 'No notes yet.',
    entries: (a) => a.notes.map((n) => ({ key: n._id, by: n.author ?? 'Unknown', at: n.createdAt, text: n.text })),
  },
  composers: () => [
    {
      label: 'New note',
      placeholder: 'Phone screen done, interview on...',
      rows: 3,
      max: CAREER_LIMITS.noteMax,
      required: M.noteRequired,
      tooLong: M.tooLong('Note', CAREER_LIMITS.noteMax),
      button: 'Add note',
      primary: true,
      what: 'note',
      send: addApplicationNote,
    },
  ],
};

const ApplicationDetailPage = () => <InboxItemPage kind={APPLICATION_ITEM} />;

export default ApplicationDetailPage;
