import { Alert } from 'antd';
import { useEffect, useRef } from 'react';
import { ToastLinks, type ToastLink } from './ToastLinks';

/** What was just saved ("<name> saved") and where it leads on. */
export interface Saved {
  title: string;
  links: ToastLink[];
}

/**
 * The next steps after a save, on the page above the form: "<name> saved" with "View on website"
 * and "Add another". It stays until the next edit of the form (the screen clears it), while the
 * toast itself keeps to the spec (its own text, closing after 1500 ms).
 */
export const SavedPanel = ({ saved }: { saved: Saved | null }) => {
  const box = useRef<HTMLDivElement>(null);
  // Submit sits at the end of a long form: bring the panel into view when a save shows it.
  useEffect(() => {
    if (saved) box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [saved]);
  return saved ? (
    // Clear of the dashboard's fixed header when scrolled to.
    <div ref={box} style={{ scrollMarginTop: 80 }}>
      <Alert
        className="dash-saved-panel"
        type="success"
        showIcon
        title={saved.title}
        description={<ToastLinks links={saved.links} onFollow={() => undefined} />}
        style={{ marginBottom: 16 }}
      />
    </div>
  ) : null;
};
