import { ExportOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import './ToastLinks.css';

/**
 * Where a success message leads on: a dashboard screen (`to`, a router link), a public page (`href`,
 * opened in a new tab) or an action on the current screen (`onClick`, e.g. "Add another").
 */
export type ToastLink = { label: string } & ({ to: string } | { href: string } | { onClick: () => void });

/** The links of a next step (a saved panel, a banner), separated by middots; `onFollow` runs as one is followed. */
export const ToastLinks = ({ links, onFollow }: { links: ToastLink[]; onFollow: () => void }) => (
  <nav aria-label="Next steps" className="dash-toast-links">
    {links.map((link, i) => (
      <Fragment key={link.label}>
        {i > 0 && <span aria-hidden="true"> · </span>}
        {'to' in link ? (
          <Link to={link.to} onClick={onFollow}>
            {link.label}
          </Link>
        ) : 'href' in link ? (
          <a href={link.href} target="_blank" rel="noopener noreferrer" onClick={onFollow}>
            {link.label} <ExportOutlined aria-hidden="true" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          <Button
            type="link"
            size="small"
            className="dash-toast-links__action"
            onClick={() => {
              onFollow();
              link.onClick();
            }}
          >
            {link.label}
          </Button>
        )}
      </Fragment>
    ))}
  </nav>
);
