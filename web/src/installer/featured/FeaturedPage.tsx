import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Alert, Button, Empty, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { FEATURED_MESSAGES, displayNameOf, type ProjectSummary } from '@portfolio/contract';
import { saveFeaturedOrder, useFeatured } from '../../api/featured';
import { InlineLoading } from '../shared/InlineLoading';
import { serverMessage } from '../shared/errors';
import { useToast } from '../shared/useToast';
import './featured.css';

const nameOf = (p: ProjectSummary) => displayNameOf(p.site);
const clientOf = (p: ProjectSummary) => displayNameOf(p.client);
const thumbOf = (p: ProjectSummary) => {
  const image = p.site.photoFormats?.[0];
  return image?.formats?.thumbnail?.url ?? image?.formats?.small?.url ?? p.site.photos[0] ?? null;
};

const Row = ({ project, index, count, move }: { project: ProjectSummary; index: number; count: number; move: (from: number, to: number) => void }) => {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: project.site._id });
  const name = nameOf(project);
  const thumb = thumbOf(project);
  return (
    <li
      ref={setNodeRef}
      className={`dash-featured__row${isDragging ? ' dash-featured__row--dragging' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      aria-label={name}
    >
      <button type="button" className="dash-featured__handle" ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={`Drag ${name}`}>
        <HolderOutlined />
      </button>
      <span className="dash-featured__pos" aria-hidden="true">
        {index + 1}
      </span>
      {thumb ? <img className="dash-featured__thumb" src={thumb} alt="" width={72} height={48} /> : <span className="dash-featured__thumb" />}
      <span className="dash-featured__text">
        <strong>{name}</strong>
        <Typography.Text type="secondary">{clientOf(project)}</Typography.Text>
      </span>
      <Space size={4} className="dash-featured__moves">
        <Button size="small" icon={<ArrowUpOutlined />} disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={`Move ${name} up`}>
          <span className="dash-featured__move-label">Up</span>
        </Button>
        <Button size="small" icon={<ArrowDownOutlined />} disabled={index === count - 1} onClick={() => move(index, index + 1)} aria-label={`Move ${name} down`}>
          <span className="dash-featured__move-label">Down</span>
        </Button>
      </Space>
    </li>
  );
};

/**
 * Featured (status users, issue 33): the featured projects in the order the home page shows them.
 * Drag a row by its handle (mouse, touch or keyboard: space, arrows, space) or use Move up / Move
 * down, then Save order. A project is featured with the Featured checkbox of its Edit Site form.
 */
const FeaturedPage = () => {
  const toast = useToast();
  const { projects, error, isLoading, mutate } = useFeatured();
  const [order, setOrder] = useState<ProjectSummary[]>([]);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (projects) setOrder(projects);
  }, [projects]);

  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const move = (from: number, to: number) => setOrder((list) => (to < 0 || to >= list.length ? list : arrayMove(list, from, to)));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setOrder((list) => arrayMove(list, list.findIndex((p) => p.site._id === active.id), list.findIndex((p) => p.site._id === over.id)));
  };
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
        The home page shows these projects in this order; the first one&rsquo;s cover photo is its hero. Drag a row by its handle, or use Move up and Move down, then
        Save order. Tick or untick <strong>Featured</strong> in a project&rsquo;s Edit Site form to add or remove it.
      </Typography.Paragraph>
      {error && !projects ? (
        <Alert type="error" showIcon title={serverMessage(error, 'The featured projects could not be loaded.')} action={<Button onClick={() => mutate()}>Retry</Button>} />
      ) : isLoading && !projects ? (
        <InlineLoading label="Loading featured projects" />
      ) : !order.length ? (
        <Empty description="No project is featured yet: the home page shows the newest projects. Tick Featured in a project's Edit Site form." />
      ) : (
        <>
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
            <SortableContext items={order.map((p) => p.site._id)} strategy={verticalListSortingStrategy}>
              <ol className="dash-featured__list" aria-label="Featured projects in order">
                {order.map((p, i) => (
                  <Row key={p.site._id} project={p} index={i} count={order.length} move={move} />
                ))}
              </ol>
            </SortableContext>
          </DndContext>
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
    </div>
  );
};

export default FeaturedPage;
