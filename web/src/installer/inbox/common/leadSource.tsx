import { Descriptions, Select } from 'antd';
import type { CSSProperties } from 'react';
import { LEAD_CHANNELS, LEAD_CHANNEL_LABELS, type LeadChannel, type LeadSource } from '@portfolio/contract';

/** Where a lead came from, as both inboxes show and filter it (enquiries and job applications). */

const channelOptions = LEAD_CHANNELS.map((c) => ({ value: c, label: LEAD_CHANNEL_LABELS[c] }));

/** The list's source filter: every channel, or all. */
export const ChannelFilter = ({
  value,
  style,
  onChange,
}: {
  value: LeadChannel | undefined;
  style?: CSSProperties;
  onChange: (channel: string) => void;
}) => (
  <Select
    aria-label="Source"
    style={{ minWidth: 150, ...style }}
    value={value ?? ''}
    onChange={onChange}
    options={[{ value: '', label: 'All sources' }, ...channelOptions]}
  />
);

/** The utm_* values as one line: "campaign · source / medium", or a dash. */
const campaignOf = (source: LeadSource | null) => {
  if (!source) return '—';
  const origin = [source.utmSource, source.utmMedium].filter(Boolean).join(' / ');
  return [source.utmCampaign, origin].filter(Boolean).join(' · ') || '—';
};

/** The detail's rows for the source: its channel, landing page, referrer host and campaign tags. */
export const sourceItems = (source: LeadSource | null) => [
  <Descriptions.Item key="source" label="Source">
    {source ? LEAD_CHANNEL_LABELS[source.channel] : '—'}
  </Descriptions.Item>,
  <Descriptions.Item key="landing" label="Landing page">
    {source?.landingPage ?? '—'}
  </Descriptions.Item>,
  <Descriptions.Item key="referrer" label="Referrer">
    {source?.referrerHost ?? '—'}
  </Descriptions.Item>,
  <Descriptions.Item key="campaign" label="Campaign tags">
    {campaignOf(source)}
  </Descriptions.Item>,
];
