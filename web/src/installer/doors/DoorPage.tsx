import { Button, Card, Descriptions, Empty, Flex, List, Modal, Input, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  DOOR_CHECKLIST,
  DOOR_CHECK_RESULT_LABELS,
  DOOR_STATE_LABELS,
  DOOR_VERDICT_LABELS,
  can,
  formatDate,
  publicUrl,
  type DoorDetails,
} from '@portfolio/contract';
import { schedulePath, useDoor, withdrawDoor } from './api';
import { useDashboardUser } from '../shared/DashboardUser';
import { InlineLoading } from '../shared/InlineLoading';
import { serverMessage } from '../shared/errors';
import { useToast } from '../shared/useToast';
import { InspectionDialog } from './InspectionDialog';
import { InstallDialog } from './InstallDialog';
import { DOORS_HOME, VERDICT_COLORS } from './labels';

const day = (value: string | null) => (value ? formatDate(`${value}T12:00:00Z`) : '—');
const itemLabel = (key: string) => DOOR_CHECKLIST.find((i) => i.key === key)?.label ?? key;

/** One door set: its facts, Record install / Record inspection, its defects and inspections. */
export default function DoorPage() {
  const { labelId = '' } = useParams();
  const user = useDashboardUser();
  const toast = useToast();
  const { door, error, isLoading, mutate } = useDoor(labelId);
  const [dialog, setDialog] = useState<'install' | 'inspect' | null>(null);
  const [withdrawing, setWithdrawing] = useState(false);
  const [reason, setReason] = useState('');
  if (isLoading) return <InlineLoading label="Loading the door…" />;
  if (error || !door)
    return (
      <Empty description="No door has this label id.">
        <Link to={DOORS_HOME}>Back to the register</Link>
      </Empty>
    );
  const saved = (next: DoorDetails) => mutate(next, { revalidate: false });
  const mayRecord = can(user, 'doors.inspect');
  const open = door.defects.filter((d) => d.open);
  const withdraw = async () => {
    try {
      const answer = await withdrawDoor(door.labelId, reason);
      toast.success(answer.message);
      await saved(answer.door);
      setWithdrawing(false);
    } catch (e) {
      toast.error(serverMessage(e, 'Could not withdraw the door.'));
    }
  };
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <div>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {door.labelId}
          </Typography.Title>
          <Tag color={VERDICT_COLORS[door.verdict]} style={{ marginTop: 6 }}>
            {DOOR_VERDICT_LABELS[door.verdict]}
          </Tag>
        </div>
        <Flex wrap gap={8}>
          {mayRecord && door.state === 'in-stock' ? (
            <Button type="primary" onClick={() => setDialog('install')}>
              Record install
            </Button>
          ) : null}
          {mayRecord && door.state === 'installed' ? (
            <Button type="primary" onClick={() => setDialog('inspect')}>
              Record inspection
            </Button>
          ) : null}
          <Button href={publicUrl.verify(door.labelId)} target="_blank">
            Public page
          </Button>
          {can(user, 'doors.withdraw') && door.state !== 'withdrawn' ? (
            <Button danger onClick={() => setWithdrawing(true)}>
              Withdraw
            </Button>
          ) : null}
        </Flex>
      </Flex>
      <Card size="small">
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            { label: 'Status', children: DOOR_STATE_LABELS[door.state] },
            { label: 'Door type', children: door.doorType?.name ?? '—' },
            { label: 'Rating', children: `${door.minutes} minutes` },
            { label: 'Standard', children: door.standard },
            { label: 'Test report', children: door.testReport?.title ?? '—' },
            { label: 'Batch', children: `${door.batch} · made ${day(door.manufacturedOn)}` },
            {
              label: 'Project',
              children: door.site ? (
                <Flex vertical>
                  <span>{[door.site.client, door.site.name].filter(Boolean).join(', ')}</span>
                  <Typography.Link href={schedulePath(door.site._id, 'pdf')}>Door schedule (PDF)</Typography.Link>
                </Flex>
              ) : (
                '—'
              ),
            },
            { label: 'Location', children: door.location ?? '—' },
            { label: 'Installed', children: door.installedOn ? `${day(door.installedOn)} by ${door.installer}` : '—' },
            {
              label: 'Last inspection',
              children: door.lastInspectedOn ? `${day(door.lastInspectedOn)}: ${door.lastResult}` : '—',
            },
            { label: 'Next due', children: day(door.nextDueOn) },
            ...(door.withdrawnReason ? [{ label: 'Withdrawn', children: door.withdrawnReason }] : []),
          ]}
        />
      </Card>
      <Card size="small" title={`Open defects (${open.length})`}>
        <List
          dataSource={door.defects}
          locale={{ emptyText: 'No defects recorded.' }}
          renderItem={(d) => (
            <List.Item>
              <List.Item.Meta
                title={
                  <Flex gap={8} wrap>
                    <span>{itemLabel(d.item)}</span>
                    <Tag color={d.open ? (d.severity === 'high' ? 'error' : 'warning') : 'success'}>
                      {d.open ? `${d.severity}, due ${day(d.dueOn)}` : `signed off ${day(d.closedOn)}`}
                    </Tag>
                  </Flex>
                }
                description={`${d.remedial} · raised ${day(d.raisedOn)}`}
              />
            </List.Item>
          )}
        />
      </Card>
      <Card size="small" title="Inspections">
        <List
          dataSource={door.inspections}
          locale={{ emptyText: 'Not inspected yet.' }}
          renderItem={(i) => {
            const failed = i.items.filter((item) => item.result === 'fail');
            return (
              <List.Item>
                <List.Item.Meta
                  title={
                    <Flex gap={8} wrap>
                      <span>{day(i.inspectedOn)}</span>
                      <Tag color={i.result === 'pass' ? 'success' : 'error'}>
                        {i.result === 'pass' ? 'Pass' : 'Fail'}
                      </Tag>
                    </Flex>
                  }
                  description={
                    failed.length
                      ? failed
                          .map(
                            (item) =>
                              `${itemLabel(item.key)}: ${DOOR_CHECK_RESULT_LABELS.fail}${item.note ? ` (${item.note})` : ''}`,
                          )
                          .join(' · ')
                      : `All items pass or not applicable${i.inspector ? ` · ${i.inspector}` : ''}`
                  }
                />
              </List.Item>
            );
          }}
        />
      </Card>
      {dialog === 'install' ? <InstallDialog door={door} onClose={() => setDialog(null)} onSaved={saved} /> : null}
      {dialog === 'inspect' ? <InspectionDialog door={door} onClose={() => setDialog(null)} onSaved={saved} /> : null}
      <Modal
        title={`Withdraw ${door.labelId}`}
        open={withdrawing}
        okText="Withdraw"
        okButtonProps={{ danger: true }}
        onOk={withdraw}
        onCancel={() => setWithdrawing(false)}
      >
        <Typography.Paragraph>Its public page will say: do not rely on this door.</Typography.Paragraph>
        <Input.TextArea
          aria-label="Reason"
          placeholder="Reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </Flex>
  );
}
