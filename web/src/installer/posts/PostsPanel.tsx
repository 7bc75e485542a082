import { Alert, Card, Typography } from 'antd';
import { useState } from 'react';
import { MESSAGES, publicUrl, type Post, type PostKind } from '@portfolio/contract';
import { InlineLoading } from '../shared/InlineLoading';
import { createPost, deletePost, updatePost, type PostFields } from './api';
import { usePosts } from '../../api/reads';
import { serverMessage } from '../shared/errors';
import { PostCard } from './PostCard';
import { PostForm } from './PostForm';
import { useBanner } from './useBanner';
import { TEXT } from '../shared/texts';
import { ToastLinks } from '../shared/ToastLinks';
import { useConfirmDelete } from '../shared/useConfirmDelete';
import { useUndoToast } from '../shared/useUndoToast';

const TITLES: Record<PostKind, string> = { press: 'Press', awards: 'Awards', testimonials: 'Testimonials' };

/** One panel for press, awards and testimonials: the add/edit form and the 'All Posts (n)' list. */
export const PostsPanel = ({ kind }: { kind: PostKind }) => {
  const { posts, error, isLoading } = usePosts(kind);
  const { banner, show, clear } = useBanner();
  const [editing, setEditing] = useState<Post>();
  const [formKey, setFormKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [deletingId, setDeletingId] = useState<string>();
  const removedToast = useUndoToast();
  const confirmDelete = useConfirmDelete();

  const backToAdd = () => {
    setEditing(undefined);
    setFormKey((k) => k + 1);
  };

  const save = async (fields: PostFields) => {
    setBusy(true);
    setProgress(fields.img ? 0 : null);
    try {
      if (editing) await updatePost(kind, editing._id, fields, setProgress);
      else await createPost(kind, fields, setProgress);
      show('success', editing ? TEXT.postUpdated : TEXT.postCreated, {
        label: TEXT.viewOnWebsite,
        href: publicUrl.posts(kind),
      });
      backToAdd();
    } catch (e) {
      show('error', serverMessage(e, TEXT.postSaveFailed));
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  const remove = async (post: Post) => {
    setDeletingId(post._id);
    try {
      const { trashId } = await deletePost(kind, post._id);
      show('success', TEXT.postDeleted);
      removedToast(TEXT.postInTrash(post.title), trashId, clear);
      if (editing?._id === post._id) backToAdd();
    } catch (e) {
      show('error', serverMessage(e, TEXT.postDeleteFailed));
    } finally {
      setDeletingId(undefined);
    }
  };

  return (
    <section>
      <Typography.Title level={2}>{TITLES[kind]}</Typography.Title>
      {banner && (
        <Alert
          type={banner.type}
          title={banner.text}
          action={banner.link && <ToastLinks links={[banner.link]} onFollow={clear} />}
          showIcon
          style={{ marginBottom: 16 }}
        />
      )}
      {error && (
        <Alert type="error" title={serverMessage(error, TEXT.postsFetchFailed)} showIcon style={{ marginBottom: 16 }} />
      )}
      <Card title={editing ? 'Edit Post' : 'Add New Post'} style={{ marginBottom: 24 }}>
        <PostForm
          key={editing ? `edit-${editing._id}` : `add-${formKey}`}
          kind={kind}
          editing={editing}
          busy={busy}
          progress={progress}
          onSubmit={save}
          onCancel={backToAdd}
        />
      </Card>
      <Typography.Title level={3}>All Posts ({posts?.length ?? 0})</Typography.Title>
      {isLoading && <InlineLoading label="Loading posts..." />}
      {posts && posts.length === 0 && (
        <Typography.Paragraph>No posts found. Create your first post!</Typography.Paragraph>
      )}
      <div className="dash-grid">
        {posts?.map((p) => (
          <PostCard
            key={p._id}
            kind={kind}
            post={p}
            editing={editing?._id === p._id}
            deleting={deletingId === p._id}
            onEdit={() => {
              setEditing(p);
              window.scrollTo(0, 0);
            }}
            onDelete={() =>
              confirmDelete({ name: p.title, text: MESSAGES.confirmDeletePost, onConfirm: () => remove(p) })
            }
          />
        ))}
      </div>
    </section>
  );
};
