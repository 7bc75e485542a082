import { Tag } from 'antd';
import { DRAFT_TEXT } from '@portfolio/contract';

/** The Draft tag of a project visitors cannot see yet. */
export const DraftTag = ({ draft }: { draft?: boolean }) => (draft ? <Tag color="orange">{DRAFT_TEXT.tag}</Tag> : null);
