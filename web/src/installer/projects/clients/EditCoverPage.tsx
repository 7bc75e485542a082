import { Empty, Input, Typography } from 'antd';
import { useState } from 'react';
import { displayNameOf, type ClientCardData } from '@portfolio/contract';
import { InlineLoading } from '../../shared/InlineLoading';
import { deleteClient } from '../api/clients';
import { useClientSearch } from '../../../api/reads';
import { useDashboardUser } from '../../shared/DashboardUser';
import { CardPager } from '../../shared/CardPager';
import { ConfirmDelete } from '../../shared/ConfirmDelete';
import { serverMessage } from '../../shared/errors';
import { SavedPanel, type Saved } from '../../shared/SavedPanel';
import { TEXT } from '../../shared/texts';
import { usePagedSearch } from '../../shared/usePagedSearch';
import { useToast } from '../../shared/useToast';
import { useUndoToast } from '../../shared/useUndoToast';
import { ClientCard } from './ClientCard';
import { EditClientModal } from './EditClientModal';

/** Change Client Details (editcover): server-side search, one page of client cards, Edit and Remove by permission. */
const EditCoverPage = () => {
  const { powers } = useDashboardUser();
  const search = usePagedSearch();
  const { result, isLoading } = useClientSearch({ q: search.q, page: search.page });
  const toast = useToast();
  const removedToast = useUndoToast();
  const [editing, setEditing] = useState<ClientCardData | null>(null);
  const [removing, setRemoving] = useState<ClientCardData | null>(null);
  const [busy, setBusy] = useState(false);
  // The last save's next steps, above the list until the next edit or removal.
  const [saved, setSaved] = useState<Saved | null>(null);

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      const { trashId } = await deleteClient(removing._id);
      removedToast(TEXT.clientDeleted, trashId);
    } catch (e) {
      console.error(e);
      toast.error(serverMessage(e, TEXT.clientDeleteFailed));
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };

  return (
    <section>
      <Typography.Title level={2}>Change Client Details</Typography.Title>
      <SavedPanel saved={saved} />
      <Input.Search
        aria-label="Search clients"
        placeholder="Search clients..."
        allowClear
        value={search.text}
        onChange={(e) => search.setText(e.target.value)}
        style={{ maxWidth: 400, marginBottom: 16 }}
      />
      {isLoading && <InlineLoading label="Loading clients..." />}
      {result && result.total === 0 && <Empty description="No matching clients found." />}
      <div className="dash-grid">
        {result?.items.map((c) => (
          <ClientCard
            key={c._id}
            client={c}
            canEdit={powers['edit-cover-details'] === true}
            canRemove={powers['remove-client'] === true}
            onEdit={() => {
              setSaved(null);
              setEditing(c);
            }}
            onRemove={() => {
              setSaved(null);
              setRemoving(c);
            }}
          />
        ))}
      </div>
      {result && (
        <CardPager
          label="Client pages"
          page={result.page}
          pageSize={result.pageSize}
          total={result.total}
          onPage={search.setPage}
        />
      )}
      {editing && (
        <EditClientModal key={editing._id} client={editing} onClose={() => setEditing(null)} onSaved={setSaved} />
      )}
      <ConfirmDelete
        open={!!removing}
        name={removing ? displayNameOf(removing) : undefined}
        text={TEXT.confirmDeleteClient}
        busy={busy}
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
};

export default EditCoverPage;
