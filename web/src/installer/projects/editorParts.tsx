import { Alert, Anchor, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { POWER_TEXT, type Power } from '@portfolio/contract';
import '../shared/SaveBar.css';

/** The editor's sections, in page order: their anchors and headings (the in-page index lists them). */
export const SECTIONS = [
  { id: 'client', title: 'Client' },
  { id: 'details', title: 'Details' },
  { id: 'key-facts', title: 'Key facts' },
  { id: 'case-study', title: 'Case study' },
  { id: 'photos', title: 'Photos' },
  { id: 'video', title: 'Video' },
  { id: 'documents', title: 'Documents' },
  { id: 'publishing', title: 'Publishing' },
] as const;
export type SectionId = (typeof SECTIONS)[number]['id'];

export const Section = ({ id, title, children }: { id: SectionId; title: string; children: ReactNode }) => (
  <section id={id} className="pe-section" aria-labelledby={`${id}-heading`}>
    <Typography.Title level={3} id={`${id}-heading`} className="pe-section__title">
      {title}
    </Typography.Title>
    {children}
  </section>
);

/** Says which power a section's disabled fields need. */
export const NeedsPower = ({ power }: { power: Power }) => (
  <Alert
    type="info"
    showIcon
    className="pe-needs"
    title={`You can read these fields; changing them needs the “${POWER_TEXT[power].label}” power.`}
  />
);

/** The in-page index of the sections shown (a row on a phone, a column beside the form otherwise). */
export const SectionIndex = ({ ids, phone }: { ids: SectionId[]; phone: boolean }) => (
  <nav className="pe-index" aria-label="Sections of this page">
    <Anchor
      direction={phone ? 'horizontal' : 'vertical'}
      offsetTop={phone ? 64 : 80}
      targetOffset={phone ? 120 : 88}
      items={SECTIONS.filter((s) => ids.includes(s.id)).map((s) => ({ key: s.id, href: `#${s.id}`, title: s.title }))}
    />
  </nav>
);

/** The sticky save bar: the state on the left, the actions on the right. */
export const EditorBar = ({ state, actions }: { state: ReactNode; actions: ReactNode }) => (
  <div className="save-bar pe-bar" role="region" aria-label="Save bar">
    <Space size={8} wrap>
      {state}
    </Space>
    <Space size={8} wrap>
      {actions}
    </Space>
  </div>
);
