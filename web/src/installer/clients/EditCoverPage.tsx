import { Empty, Input, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { Client } from '@portfolio/contract';
import { InlineLoading } from '../shared/InlineLoading';
import { deleteClient } from '../../api/clients';
import { useClients } from '../../api/reads';
import { useDashboardUser } from '../dashboard/DashboardUser';
import { ConfirmDelete } from '../shared/ConfirmDelete';
import { serverMessage } from '../shared/errors';
import { TEXT } from '../shared/texts';
import { useToast } from '../shared/useToast';
import { useUndoToast } from '../shared/useUndoToast';
import { ClientCard } from './ClientCard';
import { EditClientModal } from './EditClientModal';

/** Change Client Details (editcover): search, client cards, Edit and Remove by permission. */
const EditCoverPage = () => {
  const { powers } = useDashboardUser();
  const { clients, isLoading } = useClients();
  const toast = useToast();
  const removedToast = useUndoToast();
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<Client | null>(null);
  const [removing, setRemoving] = useState<Client | null>(null);
  const [busy, setBusy] = useState(false);

  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return (clients ?? []).filter((c) => c.name.toLowerCase().includes(q));
  }, [clients, query]);

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
      <Input.Search aria-label="Search clients" placeholder="Search clients..." allowClear value={query} onChange={(e) => setQuery(e.target.value)} style={{ maxWidth: 400, marginBottom: 16 }} />
      {isLoading && <InlineLoading label="Loading clients..." />}
      {clients && shown.length === 0 && <Empty description="No matching clients found." />}
      <div className="dash-grid">
        {shown.map((c) => (
          <ClientCard
            key={c._id}
            client={c}
            canEdit={powers['edit-cover-details'] === true}
            canRemove={powers['remove-client'] === true}
            onEdit={() => setEditing(c)}
            onRemove={() => setRemoving(c)}
          />
        ))}
      </div>
      {editing && <EditClientModal key={editing._id} client={editing} clients={clients ?? []} onClose={() => setEditing(null)} />}
      <ConfirmDelete open={!!removing} text={TEXT.confirmDeleteClient} busy={busy} onConfirm={remove} onCancel={() => setRemoving(null)} />
    </section>
  );
};

export default EditCoverPage;
