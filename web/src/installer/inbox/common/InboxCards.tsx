import { Pagination, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './inbox.css';

/** One card of a phone's inbox: a linked name, its status tag, an optional line under it and its facts. */
export interface InboxCard {
  key: string;
  to: string;
  name: string;
  highlight?: boolean;
  status: { label: string; color: string };
  subtitle?: ReactNode;
  facts: Array<[label: string, value: ReactNode]>;
}

/**
 * A phone's inbox (enquiries, applications): one card per item, everything on it readable without
 * sideways scrolling, and a simple pager (`pages`: a list response as it is). The styles are `.enq-card*` in inbox.css.
 */
export const InboxCards = ({
  label,
  cards,
  empty,
  pages,
  onPage,
}: {
  label: string;
  cards: InboxCard[];
  empty: string;
  pages: { page: number; pageSize: number; total: number; pageCount: number };
  onPage: (page: number) => void;
}) => {
  if (!cards.length) return <p>{empty}</p>;
  return (
    <>
      <ul className="enq-cards" aria-label={label}>
        {cards.map((c) => (
          <li key={c.key} className={c.highlight ? 'enq-card enq-card--unread' : 'enq-card'}>
            <div className="enq-card__head">
              <Link to={c.to} className="enq-card__name">
                {c.name}
              </Link>
              <Tag color={c.status.color}>{c.status.label}</Tag>
            </div>
            {c.subtitle && <div className="enq-card__company">{c.subtitle}</div>}
            <dl className="enq-card__facts">
              {c.facts.map(([dt, dd]) => (
                <div key={dt} className="enq-card__fact">
                  <dt>{dt}</dt>
                  <dd>{dd}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      {pages.pageCount > 1 && (
        <Pagination
          simple
          current={pages.page}
          pageSize={pages.pageSize}
          total={pages.total}
          onChange={onPage}
          style={{ marginTop: 12 }}
        />
      )}
    </>
  );
};
