import { Empty, Input, Result, Typography } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { displayNameOf, titleCase, type Site } from '@portfolio/contract';
import { InlineLoading } from '../../shared/InlineLoading';
import { ApiError } from '../../../api/http';
import { removeSite } from '../api/clients';
import { useClientSites } from '../../../api/reads';
import { useDashboardUser } from '../../shared/DashboardUser';
import { CardPager } from '../../shared/CardPager';
import { ConfirmDelete } from '../../shared/ConfirmDelete';
import { serverMessage } from '../../shared/errors';
import { SavedPanel, type Saved } from '../../shared/SavedPanel';
import { TEXT } from '../../shared/texts';
import { usePagedSearch } from '../../shared/usePagedSearch';
import { useToast } from '../../shared/useToast';
import { useUndoToast } from '../../shared/useUndoToast';
import { SiteDocumentsModal } from './SiteDocumentsModal';
import { EditSiteModal } from './EditSiteModal';
import { SiteCard } from './SiteCard';

/** A client's sites (client/{id}): server-side search, one page of site cards, Edit and Remove by permission. */
const ClientSitesPage = () => {
  const { id } = useParams();
  const { powers, status } = useDashboardUser();
  const search = usePagedSearch();
  const sites = useClientSites(id, { q: search.q, page: search.page });
  const { error, isLoading } = sites;
  // Pages of another client are kept while the next loads; this screen shows only its own.
  const result = sites.result?.client.name === id?.trim().toLowerCase() ? sites.result : undefined;
  const client = result?.client;
  const toast = useToast();
  const removedToast = useUndoToast();
  const [editing, setEditing] = useState<Site | null>(null);
  const [removing, setRemoving] = useState<Site | null>(null);
  const [documentsOf, setDocumentsOf] = useState<Site | null>(null);
  const [busy, setBusy] = useState(false);
  // The last save's next steps, above the list until the next edit or removal.
  const [saved, setSaved] = useState<Saved | null>(null);
  const canDetails = powers['edit-site-details'] === true;
  const canPhotos = powers['edit-site-photos'] === true;

  const remove = async () => {
    if (!removing || !client) return;
    setBusy(true);
    try {
      const { trashId } = await removeSite(client._id, removing._id);
      removedToast(TEXT.siteDeleted, trashId);
    } catch (e) {
      console.error(e);
      toast.error(serverMessage(e, TEXT.siteDeleteFailed));
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };

  if (error instanceof ApiError && error.status === 404) return <Result status="404" title="Client not found." />;

  return (
    <section>
      <Typography.Title level={2}>{client ? displayNameOf(client) : titleCase(id ?? '')}</Typography.Title>
      <SavedPanel saved={saved} />
      <Input.Search
        aria-label="Search sites"
        placeholder="Search sites..."
        allowClear
        value={search.text}
        onChange={(e) => search.setText(e.target.value)}
        style={{ maxWidth: 400, marginBottom: 16 }}
      />
      {isLoading && <InlineLoading label="Loading sites..." />}
      {result && result.total === 0 && <Empty description="No matching sites found." />}
      <div className="dash-grid">
        {result?.items.map((s) => (
          <SiteCard
            key={s._id}
            site={s}
            canEdit={canDetails || canPhotos}
            canRemove={powers['remove-project'] === true}
            onEdit={() => {
              setSaved(null);
              setEditing(s);
            }}
            onRemove={() => {
              setSaved(null);
              setRemoving(s);
            }}
            onDocuments={status ? () => setDocumentsOf(s) : undefined}
          />
        ))}
      </div>
      {result && (
        <CardPager
          label="Site pages"
          page={result.page}
          pageSize={result.pageSize}
          total={result.total}
          onPage={search.setPage}
        />
      )}
      {editing && (
        <EditSiteModal
          key={editing._id}
          client={client}
          site={editing}
          canDetails={canDetails}
          canPhotos={canPhotos}
          onClose={() => setEditing(null)}
          onSaved={setSaved}
        />
      )}
      {documentsOf && (
        <SiteDocumentsModal
          siteId={documentsOf._id}
          name={displayNameOf(documentsOf)}
          onClose={() => setDocumentsOf(null)}
        />
      )}
      <ConfirmDelete
        open={!!removing}
        name={removing ? displayNameOf(removing) : undefined}
        text={TEXT.confirmDeleteSite}
        busy={busy}
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
};

export default ClientSitesPage;
