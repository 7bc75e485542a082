import { Alert, Button, Empty, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { FEATURED_MESSAGES, displayNameOf, type ProjectSummary } from '@portfolio/contract';
import { saveFeaturedOrder, useFeatured } from './api';
import { InlineLoading } from '../shared/InlineLoading';
import { SortableList } from '../shared/SortableList';
import { HomePreviewPanel } from './HomePreviewPanel';
import { serverMessage } from '../shared/errors';
import { useToast } from '../shared/useToast';
import './featured.css';

const nameOf = (p: ProjectSummary) => displayNameOf(p.site);
const clientOf = (p: ProjectSummary) => displayNameOf(p.client);
const thumbOf = (p: ProjectSummary) => {
  const image = p.site.photoFormats?.[0];
  return image?.formats?.thumbnail?.url ?? image?.formats?.small?.url ?? p.site.photos[0] ?? null;
};

/**
 * Featured (status users): the featured projects in the order the home page shows them.
 * Drag a row by its handle (mouse, touch or keyboard: space, arrows, space) or use Move up / Move
 * down, then Save order. A project is featured with the Featured checkbox of its Edit Site form.
 */
const FeaturedPage = () => {
  const toast = useToast();
  const { projects, home, error, isLoading, mutate } = useFeatured();
  const [order, setOrder] = useState<ProjectSummary[]>([]);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (projects) setOrder(projects);
  }, [projects]);

  const changed = !!projects && order.map((p) => p.site._id).join() !== projects.map((p) => p.site._id).join();

  const save = async () => {
    setSaving(true);
    setProblem(null);
    try {
      await saveFeaturedOrder(order.map((p) => p.site._id));
      toast.success(FEATURED_MESSAGES.orderSaved);
    } catch (e) {
      const message = serverMessage(e, 'The order could not be saved.');
      setProblem(message);
      toast.error(message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="dash-featured">
      <Typography.Title level={2}>Featured projects</Typography.Title>
      <Typography.Paragraph type="secondary">
        The home page shows the featured projects first, in this order, then the newest projects fill its remaining
        cards. Drag a row by its handle, or use Move up and Move down, then Save order. Tick or untick
        <strong> Featured</strong> in a project&rsquo;s Edit Site form to add or remove it.
      </Typography.Paragraph>
      {error && !projects ? (
        <Alert
          type="error"
          showIcon
          title={serverMessage(error, 'The featured projects could not be loaded.')}
          action={<Button onClick={() => mutate()}>Retry</Button>}
        />
      ) : isLoading && !projects ? (
        <InlineLoading label="Loading featured projects" />
      ) : !order.length ? (
        <Empty description="No project is featured yet: the home page shows the newest projects. Tick Featured in a project's Edit Site form." />
      ) : (
        <>
          <SortableList
            items={order}
            idOf={(p) => p.site._id}
            onChange={setOrder}
            label="Featured projects in order"
            nameOf={nameOf}
            numbered
            className="dash-featured__list"
          >
            {(p) => {
              const thumb = thumbOf(p);
              return (
                <>
                  {thumb ? (
                    <img className="dash-sortable__thumb" src={thumb} alt="" width={72} height={48} />
                  ) : (
                    <span className="dash-sortable__thumb" />
                  )}
                  <span className="dash-sortable__text">
                    <strong>{nameOf(p)}</strong>
                    <Typography.Text type="secondary">{clientOf(p)}</Typography.Text>
                  </span>
                </>
              );
            }}
          </SortableList>
          {problem && <Alert type="error" showIcon title={problem} style={{ marginTop: 16 }} />}
          <Space style={{ marginTop: 16 }}>
            <Button type="primary" onClick={save} loading={saving} disabled={!changed}>
              Save order
            </Button>
            <Button onClick={() => projects && setOrder(projects)} disabled={!changed || saving}>
              Undo changes
            </Button>
          </Space>
        </>
      )}
      {home && <HomePreviewPanel home={home} unsaved={changed} />}
    </div>
  );
};

export default FeaturedPage;
