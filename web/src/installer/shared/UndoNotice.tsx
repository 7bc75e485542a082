import { Alert, Button } from 'antd';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { TEXT } from './texts';

/** A removal that can be undone: how to put it back. */
export interface UndoNotice {
  undo: () => void;
}

const Context = createContext<(notice: UndoNotice | null) => void>(() => undefined);

/** Shows (or, with null, clears) the undo panel above the current screen (shared/useUndoToast). */
export const useUndoNotice = () => useContext(Context);

/**
 * The dashboard frame's undo panel, above the screen: "Moved to the Trash for 30 days. [Undo]". It
 * stays until Undo, the next removal or another screen; the removal's toast itself keeps to the spec
 * (its text, e.g. 'Site deleted successfully.', closing after 1500 ms).
 */
export const UndoNoticeArea = ({ children }: { children: ReactNode }) => {
  const [notice, setNotice] = useState<UndoNotice | null>(null);
  const { pathname } = useLocation();
  useEffect(() => setNotice(null), [pathname]);
  return (
    <Context.Provider value={setNotice}>
      {notice && (
        <Alert
          className="dash-undo-panel"
          type="success"
          showIcon
          title={TEXT.inTrash}
          action={
            <Button type="primary" size="small" onClick={notice.undo}>
              Undo
            </Button>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      {children}
    </Context.Provider>
  );
};
