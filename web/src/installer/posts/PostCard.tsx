import { Button, Card, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatDate, type Post, type PostKind } from '@portfolio/contract';
import { useTimeZone } from '../../api/reads';

interface Props {
  kind: PostKind;
  post: Post;
  editing: boolean;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

const PostImage = ({ kind, post }: { kind: PostKind; post: Post }) => {
  const [broken, setBroken] = useState(false);
  // Press cards show 'No Image' for a missing or broken image (spec section 2); the others use the app's placeholder.
  if (kind === 'press' && (!post.img || broken))
    return (
      <div style={{ height: 160, display: 'grid', placeItems: 'center', background: '#f0f0f0', color: '#888' }}>
        No Image
      </div>
    );
  if (!post.img) return null;
  return (
    <img
      src={post.img}
      alt={post.title}
      data-fallback={kind === 'press' ? 'off' : undefined}
      onError={kind === 'press' ? () => setBroken(true) : undefined}
      style={{ width: '100%', height: 160, objectFit: 'cover' }}
    />
  );
};

/** The post's date ("5 Mar 2026"); an older answer without one: the day it was made in the company's zone. */
const PostDate = ({ post }: { post: Post }) => {
  const zone = useTimeZone();
  const text = formatDate(post.date || post.createdAt, zone);
  return text ? <Typography.Text type="secondary">{text}</Typography.Text> : null;
};

/** One post in the 'All Posts' list, with Edit and Delete and the 'Editing' badge. */
export const PostCard = ({ kind, post, editing, deleting, onEdit, onDelete }: Props) => (
  <Card
    role="article"
    aria-label={post.title}
    cover={<PostImage kind={kind} post={post} />}
    style={editing ? { borderColor: '#1677ff' } : undefined}
  >
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Typography.Text strong>{post.title}</Typography.Text>
        {editing && <Tag color="blue">Editing</Tag>}
      </Space>
      {kind === 'press' && post.nav && <Tag>{post.nav}</Tag>}
      <Typography.Paragraph ellipsis={{ rows: 3 }} style={{ marginBottom: 0 }}>
        {post.desc}
      </Typography.Paragraph>
      <PostDate post={post} />
      <Space>
        <Button onClick={onEdit} aria-label={`Edit ${post.title}`}>
          Edit
        </Button>
        <Button danger loading={deleting} onClick={onDelete} aria-label={`Delete ${post.title}`}>
          Delete
        </Button>
      </Space>
    </Space>
  </Card>
);
