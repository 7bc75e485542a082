import {
  APPLICATION_STATUS_LABELS,
  INBOX_LABELS,
  LEAD_CHANNEL_LABELS,
  type ApplicationSummary,
} from '@portfolio/contract';
import { cvUrl } from '../api/careers';
import type { InboxCard } from '../common/InboxCards';
import { applicationPath, cvKind } from './columns';
import { APPLICATION_COLORS, formatWhen } from './labels';

/** An application on a phone's list: name, opening, status, received, owner, source, the CV. */
export const applicationCard = (a: ApplicationSummary, zone: string): InboxCard => ({
  key: a._id,
  to: applicationPath(a),
  name: a.name,
  highlight: a.status === 'new',
  status: { label: APPLICATION_STATUS_LABELS[a.status], color: APPLICATION_COLORS[a.status] },
  subtitle: a.jobTitle,
  facts: [
    [
      INBOX_LABELS.received,
      <time key="received" dateTime={a.createdAt}>
        {formatWhen(a.createdAt, zone)}
      </time>,
    ],
    [INBOX_LABELS.owner, a.owner?.email ?? INBOX_LABELS.noOwner],
    ...(a.source ? [['Source', LEAD_CHANNEL_LABELS[a.source.channel]] as [string, string]] : []),
    [
      'CV',
      // Its name is its visible words (WCAG label-in-name); the card says whose it is.
      <a key="cv" href={cvUrl(a._id)}>
        Download ({cvKind(a)})
      </a>,
    ],
  ],
});
