import { Alert } from 'antd';
import { useEffect, type ComponentProps, type ComponentType } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTimeZone } from '../../../api/reads';
import { InlineLoading } from '../../shared/InlineLoading';
import { serverMessage } from '../../shared/errors';
import { InboxHeader } from './InboxHeader';
import { StatusTimeline, type TimelineEntry } from './StatusTimeline';
import { ThreadComposer } from './ThreadComposer';
import { ThreadList, type ThreadEntry } from './ThreadList';
import { useInboxSave } from './useInboxSave';

/** One save of an item (useInboxSave): `what` names it while it runs; true when it worked. */
export type InboxSave<W extends string> = (
  what: W,
  action: () => Promise<{ message?: string }>,
  message?: string,
) => Promise<boolean>;

/** What a kind's parts of the item's page get: the item, its id, the company's zone and the one save at a time. */
export interface InboxItemParts<T, W extends string> {
  item: T;
  id: string;
  zone: string;
  saving: W | undefined;
  save: InboxSave<W>;
}

/** A text box under the thread (a reply, a note) and what sends its text. */
export type InboxComposer<W extends string> = Omit<
  ComponentProps<typeof ThreadComposer>,
  'saving' | 'what' | 'onSubmit'
> & { what: W; send: (id: string, text: string) => Promise<{ message?: string }> };

/**
 * What one kind of inbox item (an enquiry, a job application) brings to the one item screen: its read, its words, its
 * header line, its actions and facts, its history, its thread and the boxes under it.
 */
export interface InboxItemKind<T, W extends string> {
  useItem: (id: string | undefined) => { item: T | undefined; error: unknown; isLoading: boolean };
  /** Once the item has loaded (an enquiry is marked read on the server as it is opened: the lists follow). */
  opened?: () => void;
  /** The way back to the list ("All enquiries"), also offered when the item could not be loaded. */
  back: { to: string; label: string };
  loading: string;
  loadFailed: string;
  /** The toast of a save whose answer has no message of its own. */
  saved: string;
  header: (item: T) => Pick<ComponentProps<typeof InboxHeader>, 'title' | 'lead' | 'received' | 'owner'>;
  /** Under the header: the buttons and fields that change the item. */
  Actions: ComponentType<InboxItemParts<T, W>>;
  Facts: ComponentType<{ item: T; zone: string }>;
  history: (item: T, zone: string) => TimelineEntry[];
  /** Above the thread (enquiries) or last (applications). */
  historyFirst: boolean;
  thread: { label: string; empty?: string; entries: (item: T) => ThreadEntry[] };
  composers: (item: T) => InboxComposer<W>[];
}

/**
 * An inbox item's screen, one for every kind: loading, the error with the way back, then top to bottom the header,
 * the kind's actions and facts, its history, its thread and the boxes under it. Saves run one at a time and toast the
 * server's message or its error.
 */
export const InboxItemPage = <T, W extends string>({ kind }: { kind: InboxItemKind<T, W> }) => {
  const { id } = useParams();
  const { item, error, isLoading } = kind.useItem(id);
  const zone = useTimeZone();
  const { saving, save } = useInboxSave<W>(kind.saved);
  const loaded = !!item;
  useEffect(() => {
    if (loaded) kind.opened?.();
  }, [loaded, kind]);

  if (isLoading) return <InlineLoading label={kind.loading} />;
  if (error || !item || !id)
    return (
      <Alert
        type="error"
        title={serverMessage(error, kind.loadFailed)}
        action={<Link to={kind.back.to}>{kind.back.label}</Link>}
      />
    );

  const { Actions, Facts } = kind;
  const history = <StatusTimeline zone={zone} entries={kind.history(item, zone)} />;
  return (
    <section>
      <InboxHeader back={kind.back} {...kind.header(item)} zone={zone} />
      <Actions item={item} id={id} zone={zone} saving={saving} save={save} />
      <Facts item={item} zone={zone} />
      {kind.historyFirst && history}
      <ThreadList label={kind.thread.label} empty={kind.thread.empty} zone={zone} entries={kind.thread.entries(item)} />
      {kind.composers(item).map(({ send, ...composer }) => (
        <ThreadComposer
          key={composer.what}
          {...composer}
          saving={saving}
          onSubmit={(text) => save(composer.what, () => send(id, text))}
        />
      ))}
      {!kind.historyFirst && history}
    </section>
  );
};
