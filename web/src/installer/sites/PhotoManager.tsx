import { ArrowLeftOutlined, ArrowRightOutlined, DeleteOutlined, StarOutlined } from '@ant-design/icons';
import { Button, Space, Tag } from 'antd';

interface Props {
  photos: string[];
  disabled: boolean;
  onChange: (photos: string[]) => void;
}

const move = (list: string[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
};

/** The site's existing photos: remove, move left/right, set as cover (first). Sent as keepPhotos. */
export const PhotoManager = ({ photos, disabled, onChange }: Props) => (
  <div role="list" aria-label="Current photos" style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginBottom: 16 }}>
    {photos.map((p, i) => (
      <div role="listitem" key={p} style={{ width: 132 }}>
        <img src={p} alt={`Photo ${i + 1}`} style={{ width: 132, height: 90, objectFit: 'cover', borderRadius: 4 }} />
        {i === 0 && <Tag color="gold">Cover</Tag>}
        <Space size={2} wrap>
          <Button size="small" icon={<ArrowLeftOutlined />} aria-label={`Move photo ${i + 1} left`} disabled={disabled || i === 0} onClick={() => onChange(move(photos, i, i - 1))} />
          <Button size="small" icon={<ArrowRightOutlined />} aria-label={`Move photo ${i + 1} right`} disabled={disabled || i === photos.length - 1} onClick={() => onChange(move(photos, i, i + 1))} />
          <Button size="small" icon={<StarOutlined />} aria-label={`Set photo ${i + 1} as cover`} disabled={disabled || i === 0} onClick={() => onChange(move(photos, i, 0))} />
          <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Remove photo ${i + 1}`} disabled={disabled} onClick={() => onChange(photos.filter((_, j) => j !== i))} />
        </Space>
      </div>
    ))}
  </div>
);
