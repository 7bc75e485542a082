import { Button, Card, Checkbox, Flex, Input, Select, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  DOOR_STATE_LABELS,
  DOOR_STATES,
  DOOR_VERDICT_LABELS,
  can,
  formatDate,
  normalDoorLabelId,
  type DoorDueFilter,
  type DoorSet,
  type DoorState,
} from '@portfolio/contract';
import { useDoors, type DoorQuery } from './api';
import { useDashboardUser } from '../shared/DashboardUser';
import { NewBatchDialog } from './NewBatchDialog';
import { VERDICT_COLORS, doorScreen } from './labels';

const DUE_OPTIONS: { value: DoorDueFilter; label: string }[] = [
  { value: 'overdue', label: 'Inspection overdue' },
  { value: 'soon', label: 'Due within 30 days' },
];

const day = (value: string | null) => (value ? formatDate(`${value}T12:00:00Z`) : '—');

/** The fire-door register: every labelled door set, paged and searched on the server. */
export default function DoorsPage() {
  const user = useDashboardUser();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [typed, setTyped] = useState(params.get('q') ?? '');
  const [batchOpen, setBatchOpen] = useState(false);
  const query: DoorQuery = {
    q: params.get('q') || undefined,
    state: (params.get('state') as DoorState) || undefined,
    due: (params.get('due') as DoorDueFilter) || undefined,
    defects: params.get('defects') === 'open' ? 'open' : undefined,
    site: params.get('site') || undefined,
    page: Number(params.get('page')) || 1,
  };
  const { answer, isLoading, error } = useDoors(query);
  const set = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  const search = (value: string) => {
    const exact = normalDoorLabelId(value);
    if (exact && answer?.doors.some((d) => d.labelId === exact)) return navigate(doorScreen(exact));
    set({ q: value.trim().toUpperCase() || undefined });
  };
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Fire-door register
        </Typography.Title>
        {can(user, 'doors.createBatch') ? (
          <Button type="primary" onClick={() => setBatchOpen(true)}>
            New labels
          </Button>
        ) : null}
      </Flex>
      <Card size="small">
        <Flex wrap gap={12} align="center">
          <Input.Search
            aria-label="Label id"
            placeholder="Label id, e.g. BC-FD-2026-000123"
            allowClear
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            onSearch={search}
            style={{ width: 300, maxWidth: '100%' }}
          />
          <Select
            aria-label="Status"
            placeholder="Any status"
            allowClear
            value={query.state}
            onChange={(value) => set({ state: value })}
            options={DOOR_STATES.map((s) => ({ value: s, label: DOOR_STATE_LABELS[s] }))}
            style={{ width: 160 }}
          />
          <Select
            aria-label="Due"
            placeholder="Any due date"
            allowClear
            value={query.due}
            onChange={(value) => set({ due: value })}
            options={DUE_OPTIONS}
            style={{ width: 200 }}
          />
          <Checkbox checked={!!query.defects} onChange={(e) => set({ defects: e.target.checked ? 'open' : undefined })}>
            Open defects
          </Checkbox>
          {query.site ? (
            <Tag closable onClose={() => set({ site: undefined })}>
              One project
            </Tag>
          ) : null}
        </Flex>
      </Card>
      {error ? <Typography.Text type="danger">Could not load the register. Please try again.</Typography.Text> : null}
      <Table<DoorSet>
        rowKey="labelId"
        loading={isLoading}
        dataSource={answer?.doors ?? []}
        scroll={{ x: 720 }}
        pagination={{
          current: answer?.page ?? query.page,
          pageSize: answer?.pageSize ?? 25,
          total: answer?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `${total} ${total === 1 ? 'door' : 'doors'}`,
          onChange: (page) => set({ page: page > 1 ? String(page) : undefined }),
        }}
        columns={[
          {
            title: 'Label',
            dataIndex: 'labelId',
            fixed: 'left',
            render: (id: string) => <Link to={doorScreen(id)}>{id}</Link>,
          },
          {
            title: 'Project',
            render: (_, d) =>
              d.site ? (
                <Button type="link" size="small" style={{ padding: 0 }} onClick={() => set({ site: d.site!._id })}>
                  {[d.site.client, d.site.name].filter(Boolean).join(', ')}
                </Button>
              ) : (
                <Typography.Text type="secondary">In stock · {d.batch}</Typography.Text>
              ),
          },
          { title: 'Location', dataIndex: 'location', render: (v: string | null) => v ?? '—' },
          { title: 'Rating', dataIndex: 'minutes', render: (m: number) => `${m} min` },
          { title: 'Next due', dataIndex: 'nextDueOn', render: day },
          {
            title: 'Status',
            dataIndex: 'verdict',
            render: (_, d) => <Tag color={VERDICT_COLORS[d.verdict]}>{DOOR_VERDICT_LABELS[d.verdict]}</Tag>,
          },
        ]}
      />
      <NewBatchDialog open={batchOpen} onClose={() => setBatchOpen(false)} />
    </Flex>
  );
}
