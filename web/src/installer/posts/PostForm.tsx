import { Button, Form, Input, Progress, Space } from 'antd';
import { useState } from 'react';
import { FILE_KINDS, LIMITS, MESSAGES, todayInZone, validatePost, type Post, type PostKind } from '@portfolio/contract';
import type { PostFields } from './api';
import { useTimeZone } from '../../api/reads';
import { FileField } from '../shared/FileField';
import { ProjectPicker } from './ProjectPicker';
import { ImagePreview } from '../shared/ImagePreview';
import { useUnsavedChanges } from '../shared/useUnsavedChanges';

interface Props {
  kind: PostKind;
  /** The post being edited; undefined in add mode. Remount (key) to reset. */
  editing?: Post;
  busy: boolean;
  progress: number | null;
  onSubmit: (fields: PostFields) => void;
  onCancel: () => void;
}

const checkImage = (file: File | null): string | undefined => {
  if (!file) return undefined;
  const kind = FILE_KINDS.postImage;
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(kind.mimes as readonly string[]).includes(file.type) && !(kind.extensions as readonly string[]).includes(ext))
    return MESSAGES.invalidFile('Image', kind.label);
  if (file.size > kind.maxBytes) return MESSAGES.fileTooLarge('Image', kind.maxBytes / 1024 / 1024);
  return undefined;
};

/** The add/edit form of a press, awards or testimonials panel (spec sections 4 and 5). */
export const PostForm = ({ kind, editing, busy, progress, onSubmit, onCancel }: Props) => {
  const [title, setTitle] = useState(editing?.title ?? '');
  const [desc, setDesc] = useState(editing?.desc ?? '');
  const [nav, setNav] = useState(editing?.nav ?? '');
  const [siteId, setSiteId] = useState(editing?.siteId ?? '');
  // The date of the award, article or quote: a new post starts at today in the company's time zone.
  const zone = useTimeZone();
  const [initialDate] = useState(() => editing?.date ?? todayInZone(zone));
  const [date, setDate] = useState(initialDate);
  const [img, setImg] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const id = (f: string) => `${kind}-post-${f}`;
  useUnsavedChanges(
    !!img ||
      title !== (editing?.title ?? '') ||
      desc !== (editing?.desc ?? '') ||
      nav !== (editing?.nav ?? '') ||
      siteId !== (editing?.siteId ?? '') ||
      date !== initialDate,
  );

  const submit = () => {
    const { values, errors: found } = validatePost(kind, { title, desc, nav, date }, !!img, !editing);
    const imgError = found.img ?? checkImage(img);
    const all = { ...found, img: imgError };
    setErrors(all);
    if (Object.values(all).some(Boolean)) return;
    onSubmit({
      title: values.title,
      desc: values.desc,
      nav: values.nav,
      date: values.date,
      img,
      ...(kind === 'testimonials' ? { siteId } : {}),
    });
  };

  const status = (f: string) => (errors[f] ? ('error' as const) : undefined);
  // A testimonial's title is who said it: the form calls it what it is (the messages follow the label).
  const titleLabel = kind === 'testimonials' ? 'Author' : 'Title';
  const titleError =
    errors.title && kind === 'testimonials' ? errors.title.replace(/^Title\b/, 'Author') : errors.title;

  return (
    <Form layout="vertical" onFinish={submit} requiredMark={false} aria-label={editing ? 'Edit post' : 'Add post'}>
      <Form.Item label={titleLabel} htmlFor={id('title')} validateStatus={status('title')} help={titleError}>
        <Input
          id={id('title')}
          value={title}
          count={{ show: true, max: LIMITS.titleMax }}
          onChange={(e) => setTitle(e.target.value)}
        />
      </Form.Item>
      <Form.Item label="Description" htmlFor={id('desc')} validateStatus={status('desc')} help={errors.desc}>
        <Input.TextArea
          id={id('desc')}
          rows={4}
          value={desc}
          count={{ show: true, max: LIMITS.descMax }}
          onChange={(e) => setDesc(e.target.value)}
        />
      </Form.Item>
      <Form.Item
        label="Date"
        htmlFor={id('date')}
        validateStatus={status('date')}
        help={
          errors.date ?? 'The day of the award, article or quote: the public site shows it and lists the newest first.'
        }
      >
        <Input
          id={id('date')}
          type="date"
          value={date}
          max="9999-12-31"
          aria-invalid={errors.date ? true : undefined}
          onChange={(e) => setDate(e.target.value)}
          style={{ maxWidth: 220 }}
        />
      </Form.Item>
      {kind === 'press' && (
        <Form.Item
          label="Nav"
          htmlFor={id('nav')}
          validateStatus={status('nav')}
          help={
            errors.nav ??
            'Where the post is filed on the public site, as a short lowercase name such as press-release, awards or testimonials.'
          }
        >
          <Input
            id={id('nav')}
            value={nav}
            count={{ show: true, max: LIMITS.navMax }}
            onChange={(e) => setNav(e.target.value.toLowerCase())}
          />
        </Form.Item>
      )}
      {kind === 'testimonials' && (
        <Form.Item
          label="Project (optional)"
          htmlFor={id('site')}
          help="The quote also shows on this project's page, as the client's words."
        >
          <ProjectPicker id={id('site')} value={siteId} onChange={setSiteId} />
        </Form.Item>
      )}
      <FileField
        label={editing ? 'Image (optional: keeps the current image)' : 'Image'}
        accept={FILE_KINDS.postImage.mimes.join(',')}
        help={`${FILE_KINDS.postImage.label}, max 5MB`}
        error={errors.img}
        onFiles={(files) => setImg(files[0] ?? null)}
      />
      <div style={{ marginBottom: 16 }}>
        <ImagePreview file={img} fallbackSrc={editing?.img} alt="Selected image preview" />
      </div>
      {progress !== null && <Progress percent={progress} size="small" aria-label="Upload progress" />}
      <Space>
        <Button type="primary" htmlType="submit" loading={busy}>
          {editing ? 'Update Post' : 'Create Post'}
        </Button>
        {editing && (
          <Button onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
      </Space>
    </Form>
  );
};
