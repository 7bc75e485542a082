import { Alert, Button, Card, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { HOME_LOGO_WALL_MAX, LOGO_ORDER_MESSAGES } from '@portfolio/contract';
import { logoDisplayName, saveLogoOrder } from './api';
import { SortableList } from '../shared/SortableList';
import { serverMessage } from '../shared/errors';
import { useToast } from '../shared/useToast';
import './logos.css';

/**
 * The logo wall's order: the library's logos in the order the home page's wall shows
 * them. Drag a row by its handle (mouse, touch or keyboard: Space, arrows, Space) or use Up and
 * Down, then Save order. Shown once there are two logos to put in order.
 */
export const LogoOrderPanel = ({ logos }: { logos: string[] }) => {
  const toast = useToast();
  const [order, setOrder] = useState<string[]>(logos);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // A reload (upload, delete, Refresh, a saved order) shows the stored order again.
  useEffect(() => setOrder(logos), [logos]);
  const changed = order.join('\n') !== logos.join('\n');

  const save = async () => {
    setSaving(true);
    setProblem(null);
    try {
      await saveLogoOrder(order);
      toast.success(LOGO_ORDER_MESSAGES.orderSaved);
    } catch (e) {
      const message = serverMessage(e, LOGO_ORDER_MESSAGES.orderFailed);
      setProblem(message);
      toast.error(message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title="Order on the logo wall" className="dash-logo-order">
      <Typography.Paragraph type="secondary">
        The home page&rsquo;s logo wall shows the first {HOME_LOGO_WALL_MAX} logos in this order; a new logo goes first.
        Drag a row by its handle, or use Up and Down, then Save order.
      </Typography.Paragraph>
      <SortableList
        items={order}
        idOf={(p) => p}
        onChange={setOrder}
        label="Logos in wall order"
        nameOf={(p) => logoDisplayName(p)}
        numbered
        disabled={saving}
      >
        {(p) => (
          <>
            <img className="dash-logo-order__thumb" src={p} alt="" width={96} height={48} />
            <span className="dash-sortable__text">
              <strong>{logoDisplayName(p)}</strong>
            </span>
          </>
        )}
      </SortableList>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginTop: 16 }} />}
      <Space style={{ marginTop: 16 }} wrap>
        <Button type="primary" onClick={save} loading={saving} disabled={!changed}>
          Save order
        </Button>
        <Button onClick={() => setOrder(logos)} disabled={!changed || saving}>
          Undo changes
        </Button>
      </Space>
    </Card>
  );
};
