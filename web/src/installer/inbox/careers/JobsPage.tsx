import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  CAREER_MESSAGES as M,
  EMPLOYMENT_TYPE_LABELS,
  publicUrl,
  type Job,
  type JobWithCounts,
} from '@portfolio/contract';
import { createJob, removeJob, updateJob, useAllJobs } from '../api/careers';
import { DASHBOARD_HOME } from '../../shared/access';
import { ConfirmDelete } from '../../shared/ConfirmDelete';
import { InlineLoading } from '../../shared/InlineLoading';
import { serverMessage } from '../../shared/errors';
import { useToast } from '../../shared/useToast';
import { useUndoToast } from '../../shared/useUndoToast';
import { JobForm } from './JobForm';
import { longDay } from './labels';
import { TEXT } from '../../shared/texts';

const stateTag = (job: Job) =>
  // Solid tags: antd's light green and orange text fails the contrast ratio at 12 px.
  job.accepting ? (
    <Tag color="#237804">Open</Tag>
  ) : job.open ? (
    <Tag color="#ad4e00">Past closing date</Tag>
  ) : (
    <Tag>Closed</Tag>
  );

/** Job openings (status users): publish, edit, close or reopen, and remove to the Trash. */
const JobsPage = () => {
  const { jobs, error, isLoading } = useAllJobs();
  const toast = useToast();
  const undoToast = useUndoToast();
  const [editing, setEditing] = useState<Job | null | 'new'>(null);
  const [removing, setRemoving] = useState<Job | null>(null);
  const [busy, setBusy] = useState<string>();

  const run = async (id: string, action: () => Promise<{ message?: string }>) => {
    setBusy(id);
    try {
      toast.success((await action()).message ?? M.jobUpdated);
    } catch (e) {
      toast.error(serverMessage(e, TEXT.jobChangeFailed));
    } finally {
      setBusy(undefined);
    }
  };

  const remove = async () => {
    if (!removing) return;
    setBusy(removing._id);
    try {
      const res = await removeJob(removing._id);
      undoToast(res.message ?? M.jobRemoved, res.trashId);
      setRemoving(null);
    } catch (e) {
      toast.error(serverMessage(e, TEXT.jobRemoveFailed));
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <section>
      <Space style={{ justifyContent: 'space-between', width: '100%' }} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Job openings
        </Typography.Title>
        <Space wrap>
          <Link to={`${DASHBOARD_HOME}/applications`}>All applications</Link>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            New opening
          </Button>
        </Space>
      </Space>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        Open openings are listed on the public Careers page and in the sitemap; closed ones keep their page, which says
        they are closed.
      </Typography.Paragraph>
      {error && !jobs && <Alert type="error" title="Could not load the job openings." />}
      {isLoading && !jobs && <InlineLoading label="Loading job openings..." />}
      {jobs && (
        <Table<JobWithCounts>
          rowKey="_id"
          dataSource={jobs}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: 'No job openings yet. Publish the first one with "New opening".' }}
          columns={[
            {
              title: 'Opening',
              key: 'title',
              render: (_, job) => (
                <Space orientation="vertical" size={0}>
                  <a href={publicUrl.job(job.slug)} target="_blank" rel="noreferrer">
                    {job.title}
                  </a>
                  <Typography.Text type="secondary">
                    {job.city}, {job.state} · {EMPLOYMENT_TYPE_LABELS[job.employmentType]}
                  </Typography.Text>
                </Space>
              ),
            },
            { title: 'Status', key: 'status', render: (_, job) => stateTag(job) },
            { title: 'Closing date', dataIndex: 'closingDate', render: (v: string | null) => (v ? longDay(v) : '—') },
            {
              title: 'Applications',
              key: 'applications',
              render: (_, job) => (
                <Link to={`${DASHBOARD_HOME}/applications?job=${job._id}`}>
                  {job.applications} {job.applications === 1 ? 'application' : 'applications'}
                  {job.newApplications ? `, ${job.newApplications} new` : ''}
                </Link>
              ),
            },
            {
              title: 'Actions',
              key: 'actions',
              render: (_, job) => (
                <Space wrap>
                  <Button size="small" onClick={() => setEditing(job)} aria-label={`Edit ${job.title}`}>
                    Edit
                  </Button>
                  <Button
                    size="small"
                    loading={busy === job._id}
                    onClick={() => run(job._id, () => updateJob(job._id, { open: !job.open }))}
                    aria-label={`${job.open ? 'Close' : 'Reopen'} ${job.title}`}
                  >
                    {job.open ? 'Close' : 'Reopen'}
                  </Button>
                  <Button size="small" danger onClick={() => setRemoving(job)} aria-label={`Remove ${job.title}`}>
                    Remove
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      )}
      {editing && (
        <JobForm
          job={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSave={async (values) => {
            const res = editing === 'new' ? await createJob(values) : await updateJob(editing._id, values);
            toast.success(res.message ?? M.jobUpdated);
          }}
        />
      )}
      <ConfirmDelete
        open={!!removing}
        name={removing?.title}
        text={M.confirmRemoveJob}
        busy={!!busy}
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
};

export default JobsPage;
