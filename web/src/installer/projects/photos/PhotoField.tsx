import { DeleteOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Progress, Tag, Upload } from 'antd';
import { useId } from 'react';
import { LIMITS, PHOTO_WORD_LIMITS, FILE_KINDS, type FieldErrors } from '@portfolio/contract';
import { acceptOf } from '../../shared/fileChecks';
import { MOVE_LABEL_CLASS, SortableList } from '../../shared/SortableList';
import { useObjectUrl } from '../../shared/ImagePreview';
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
  return src ? (
    <img className="dash-photos__thumb" src={src} alt="" width={96} height={72} />
  ) : (
    <span className="dash-photos__thumb" />
  );
};

interface WordsProps {
  item: PhotoItem;
  name: string;
  disabled?: boolean;
  errors: FieldErrors;
  percent: number | null;
  update: (patch: Partial<PhotoItem>) => void;
}

/** One of a photo's words (caption or alt text): its label, the field and its error under it. */
const WordInput = ({
  id,
  label,
  value,
  disabled,
  placeholder,
  maxLength,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  disabled?: boolean;
  placeholder: string;
  maxLength: number;
  error?: string;
  onChange: (value: string) => void;
}) => (
  <>
    <label htmlFor={id}>{label}</label>
    <Input
      id={id}
      value={value}
      disabled={disabled}
      placeholder={placeholder}
      maxLength={maxLength}
      status={error ? 'error' : undefined}
      aria-invalid={error ? true : undefined}
      onChange={(e) => onChange(e.target.value)}
    />
    {error && (
      <div role="alert" className="dash-photos__error">
        {error}
      </div>
    )}
  </>
);
/** A photo row's picture, place and words (the row itself, its handle and buttons: SortableList). */
const PhotoWords = ({ item, name, disabled, errors, percent, update }: WordsProps) => {
  const id = useId();
  const captionError = errors[`photo.${item.id}.caption`];
  const altError = errors[`photo.${item.id}.alt`];
  return (
    <div className="dash-photos__words">
      <WordInput
        id={`${id}-caption`}
        label={`Caption of ${name}`}
        value={item.caption}
        disabled={disabled}
        placeholder="Shown under the photo, e.g. Lobby with timber screen"
        maxLength={PHOTO_WORD_LIMITS.photoCaptions + 20}
        error={captionError}
        onChange={(caption) => update({ caption })}
      />
      <WordInput
        id={`${id}-alt`}
        label={`Alt text of ${name}`}
        value={item.alt}
        disabled={disabled}
        placeholder="What the photo shows, for screen readers (else the caption)"
        maxLength={PHOTO_WORD_LIMITS.photoAlts + 20}
        error={altError}
        onChange={(alt) => update({ alt })}
      />
      {percent !== null && (
        <Progress
          percent={percent}
          size="small"
          status={percent < 100 ? 'active' : 'success'}
          aria-label={`Upload of ${item.file?.name ?? name}`}
        />
      )}
    </div>
  );
};

/**
 * The project's photos: an upload area taking several files by drag and drop or the
 * picker, then the photo list in photo order (the first is the cover) with each photo's caption
 * and alt text. Reorder by dragging a row's handle (mouse, touch, or keyboard: Space, arrows,
 * Space) or with Move up / Move down. While a save runs each new photo shows its own progress,
 * then the list says the server is processing them.
 */
export const PhotoField = ({
  label,
  items,
  onChange,
  disabled,
  errors,
  progress = null,
  processing = false,
}: Props) => {
  const inputId = useId();
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
          Up to {LIMITS.maxPhotos} photos ({FILE_KINDS.photo.label}, up to{' '}
          {Math.round(FILE_KINDS.photo.maxBytes / 1024 / 1024)} MB each); the first is the cover.
        </p>
      </Upload.Dragger>
      {errors.photos && (
        <div role="alert" className="dash-photos__error">
          {errors.photos}
        </div>
      )}
      {items.length > 0 && (
        <SortableList
          items={items}
          idOf={(p) => p.id}
          onChange={onChange}
          label={`${label} in order`}
          className="dash-photos__list"
          disabled={disabled || sending}
          nameOf={(_p, i) => `photo ${i + 1}`}
          rowLabel={(p, i) => `Photo ${i + 1}${i === 0 ? ' (cover)' : ''}${p.file ? `, new: ${p.file.name}` : ''}`}
          actions={(p, i) => (
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              disabled={disabled || sending}
              onClick={() => onChange(items.filter((x) => x.id !== p.id))}
              aria-label={`Remove photo ${i + 1}`}
            >
              <span className={MOVE_LABEL_CLASS}>Remove</span>
            </Button>
          )}
        >
          {(p, i) => (
            <>
              <div className="dash-photos__media">
                <Thumb item={p} />
                <span className="dash-photos__tags">
                  {i === 0 ? <Tag color="#874d00">Cover</Tag> : <Tag>{i + 1}</Tag>}
                  {p.file && <Tag color="blue">New</Tag>}
                </span>
              </div>
              <PhotoWords
                item={p}
                name={`photo ${i + 1}`}
                disabled={disabled || sending}
                errors={errors}
                percent={sending && p.file ? (progress[newIndex.get(p.id) ?? 0] ?? 0) : null}
                update={(patch) => onChange(items.map((x) => (x.id === p.id ? { ...x, ...patch } : x)))}
              />
            </>
          )}
        </SortableList>
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
