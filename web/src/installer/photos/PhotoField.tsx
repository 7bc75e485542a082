import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, HolderOutlined, InboxOutlined } from '@ant-design/icons';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Alert, Button, Input, Progress, Space, Tag, Upload } from 'antd';
import { useId } from 'react';
import { LIMITS, PHOTO_WORD_LIMITS, FILE_KINDS, type FieldErrors } from '@portfolio/contract';
import { acceptOf } from '../shared/fileChecks';
import { useObjectUrl } from '../shared/ImagePreview';
import { newPhotoItems, type PhotoItem } from './model';
import './photos.css';

interface Props {
  label: string;
  items: PhotoItem[];
  onChange: (items: PhotoItem[]) => void;
  disabled?: boolean;
  errors: FieldErrors;
  /** Each new photo's upload percent while a save runs (in the order new photos are sent), else null. */
  progress?: number[] | null;
  /** All bytes sent; the server is processing the photos. */
  processing?: boolean;
}

const Thumb = ({ item }: { item: PhotoItem }) => {
  const url = useObjectUrl(item.file);
  const src = url ?? item.src;
  return src ? <img className="dash-photos__thumb" src={src} alt="" width={96} height={72} /> : <span className="dash-photos__thumb" />;
};

interface RowProps {
  item: PhotoItem;
  index: number;
  count: number;
  disabled?: boolean;
  errors: FieldErrors;
  percent: number | null;
  move: (from: number, to: number) => void;
  update: (patch: Partial<PhotoItem>) => void;
  remove: () => void;
}

const Row = ({ item, index, count, disabled, errors, percent, move, update, remove }: RowProps) => {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id, disabled });
  const id = useId();
  const name = `photo ${index + 1}`;
  const captionError = errors[`photo.${item.id}.caption`];
  const altError = errors[`photo.${item.id}.alt`];
  return (
    <li
      ref={setNodeRef}
      className={`dash-photos__row${isDragging ? ' dash-photos__row--dragging' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      aria-label={`Photo ${index + 1}${index === 0 ? ' (cover)' : ''}${item.file ? `, new: ${item.file.name}` : ''}`}
    >
      <button type="button" className="dash-photos__handle" ref={setActivatorNodeRef} {...attributes} {...listeners} disabled={disabled} aria-label={`Drag ${name}`}>
        <HolderOutlined />
      </button>
      <div className="dash-photos__media">
        <Thumb item={item} />
        <span className="dash-photos__tags">
          {index === 0 ? <Tag color="#874d00">Cover</Tag> : <Tag>{index + 1}</Tag>}
          {item.file && <Tag color="blue">New</Tag>}
        </span>
      </div>
      <div className="dash-photos__words">
        <label htmlFor={`${id}-caption`}>Caption of {name}</label>
        <Input
          id={`${id}-caption`}
          value={item.caption}
          disabled={disabled}
          placeholder="Shown under the photo, e.g. Lobby with timber screen"
          maxLength={PHOTO_WORD_LIMITS.photoCaptions + 20}
          status={captionError ? 'error' : undefined}
          aria-invalid={captionError ? true : undefined}
          onChange={(e) => update({ caption: e.target.value })}
        />
        {captionError && <div role="alert" className="dash-photos__error">{captionError}</div>}
        <label htmlFor={`${id}-alt`}>Alt text of {name}</label>
        <Input
          id={`${id}-alt`}
          value={item.alt}
          disabled={disabled}
          placeholder="What the photo shows, for screen readers (else the caption)"
          maxLength={PHOTO_WORD_LIMITS.photoAlts + 20}
          status={altError ? 'error' : undefined}
          aria-invalid={altError ? true : undefined}
          onChange={(e) => update({ alt: e.target.value })}
        />
        {altError && <div role="alert" className="dash-photos__error">{altError}</div>}
        {percent !== null && (
          <Progress percent={percent} size="small" status={percent < 100 ? 'active' : 'success'} aria-label={`Upload of ${item.file?.name ?? name}`} />
        )}
      </div>
      <Space size={4} className="dash-photos__moves" wrap>
        <Button size="small" icon={<ArrowUpOutlined />} disabled={disabled || index === 0} onClick={() => move(index, index - 1)} aria-label={`Move ${name} up`}>
          <span className="dash-photos__move-label">Up</span>
        </Button>
        <Button size="small" icon={<ArrowDownOutlined />} disabled={disabled || index === count - 1} onClick={() => move(index, index + 1)} aria-label={`Move ${name} down`}>
          <span className="dash-photos__move-label">Down</span>
        </Button>
        <Button size="small" danger icon={<DeleteOutlined />} disabled={disabled} onClick={remove} aria-label={`Remove ${name}`}>
          <span className="dash-photos__move-label">Remove</span>
        </Button>
      </Space>
    </li>
  );
};

/**
 * The project's photos (issue 33): an upload area taking several files by drag and drop or the
 * picker, then the photo list in photo order (the first is the cover) with each photo's caption
 * and alt text. Reorder by dragging a row's handle (mouse, touch, or keyboard: Space, arrows,
 * Space) or with Move up / Move down. While a save runs each new photo shows its own progress,
 * then the list says the server is processing them.
 */
export const PhotoField = ({ label, items, onChange, disabled, errors, progress = null, processing = false }: Props) => {
  const inputId = useId();
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const move = (from: number, to: number) => to >= 0 && to < items.length && onChange(arrayMove(items, from, to));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(arrayMove(items, items.findIndex((p) => p.id === active.id), items.findIndex((p) => p.id === over.id)));
  };
  const newIndex = new Map(items.filter((p) => p.file).map((p, i) => [p.id, i]));
  const sending = progress !== null;
  return (
    <div className="installer-field dash-photos" style={{ marginBottom: 16 }}>
      <label htmlFor={inputId} id={`${inputId}-label`} className="dash-photos__label">
        {label}
      </label>
      <Upload.Dragger
        id={inputId}
        // antd drops the id while disabled; the input keeps its name through aria-labelledby.
        aria-labelledby={`${inputId}-label`}
        accept={acceptOf('photo')}
        multiple
        disabled={disabled || sending}
        showUploadList={false}
        fileList={[]}
        // Files are sent with the form; each batch (a drop or a pick) is added once, after its last file.
        beforeUpload={(file, batch) => {
          if (file === batch[batch.length - 1]) onChange([...items, ...newPhotoItems(batch as File[])]);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">Drop photos here, or click to choose them</p>
        <p className="ant-upload-hint">
          Up to {LIMITS.maxPhotos} photos ({FILE_KINDS.photo.label}, up to {Math.round(FILE_KINDS.photo.maxBytes / 1024 / 1024)} MB each); the first is the cover.
        </p>
      </Upload.Dragger>
      {errors.photos && (
        <div role="alert" className="dash-photos__error">
          {errors.photos}
        </div>
      )}
      {items.length > 0 && (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={items.map((p) => p.id)} strategy={verticalListSortingStrategy}>
            <ol className="dash-photos__list" aria-label={`${label} in order`}>
              {items.map((p, i) => (
                <Row
                  key={p.id}
                  item={p}
                  index={i}
                  count={items.length}
                  disabled={disabled || sending}
                  errors={errors}
                  percent={sending && p.file ? (progress[newIndex.get(p.id) ?? 0] ?? 0) : null}
                  move={move}
                  update={(patch) => onChange(items.map((x) => (x.id === p.id ? { ...x, ...patch } : x)))}
                  remove={() => onChange(items.filter((x) => x.id !== p.id))}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      {processing && (
        <Alert
          role="status"
          type="info"
          showIcon
          style={{ marginTop: 8 }}
          title="Photos uploaded. Processing them: each photo is checked and stored, which can take a few seconds…"
        />
      )}
    </div>
  );
};
