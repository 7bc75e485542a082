import type { Core } from '@strapi/strapi';
import { CONTENT_TYPE_LABELS, LIST_COLUMNS } from './labels';
import { COMPONENT_LABELS } from './component-labels';
import { configureEditorRole } from './editor-role';

type Label = [label: string, description: string];
interface FieldMetadata {
  edit?: { label?: string; description?: string };
  list?: { label?: string };
}
interface ViewConfiguration {
  settings: Record<string, unknown>;
  metadatas: Record<string, FieldMetadata>;
  layouts: { list?: string[]; edit?: unknown };
}
interface ConfigurationService {
  findConfiguration: (model: { uid: string }) => Promise<ViewConfiguration>;
  updateConfiguration: (model: { uid: string }, configuration: ViewConfiguration) => Promise<unknown>;
}
/** What this code last wrote, per model: a value still equal to it was not changed by an admin since. */
interface Written {
  labels?: Record<string, Label>;
  system?: Record<string, string>;
  list?: string[];
}

/** Our value, unless an admin changed the stored one from Strapi's default or from what we wrote last. */
const keep = <T>(stored: T | undefined, strapiDefault: T, lastWritten: T | undefined, ours: T): T =>
  stored === undefined || stored === strapiDefault || stored === lastWritten ? ours : stored;

/** Columns Strapi adds to every type, in the same words everywhere. */
const SYSTEM_LABELS: Record<string, string> = {
  createdAt: 'Created',
  updatedAt: 'Last change',
  publishedAt: 'Published',
};

const sameList = (a: string[] | undefined, b: string[] | undefined) => !!a && !!b && a.join() === b.join();

/**
 * The content manager's field labels, descriptions and list columns (./labels.ts) written into
 * Strapi's view configurations on every start, so a fresh database gets them and a changed label
 * reaches existing ones; what an admin changed in "Configure the view" stays; a configuration
 * already as it should be is not written again. Then the Editor role.
 */
export const configureAdminPanel = async (strapi: Core.Strapi) => {
  const store = strapi.store({ type: 'plugin', name: 'installer', key: 'admin-panel' });
  const written = ((await store.get({})) as Record<string, Written> | null) ?? {};
  const next: Record<string, Written> = {};
  const contentManager = strapi.plugin('content-manager');
  const groups: Array<[ConfigurationService, Record<string, Record<string, Label>>, (uid: string) => unknown]> = [
    [contentManager.service('content-types'), CONTENT_TYPE_LABELS, (uid) => strapi.contentTypes[uid as never]],
    [contentManager.service('components'), COMPONENT_LABELS, (uid) => strapi.components[uid as never]],
  ];
  for (const [service, labels, modelOf] of groups)
    for (const [uid, fields] of Object.entries(labels)) {
      if (!modelOf(uid)) continue;
      const { settings, metadatas, layouts } = await service.findConfiguration({ uid });
      const before = JSON.stringify({ metadatas, layouts });
      const last = written[uid] ?? {};
      for (const [field, [label, description]] of Object.entries(fields)) {
        const meta = metadatas[field];
        if (!meta?.edit) continue;
        const [lastLabel, lastDescription] = last.labels?.[field] ?? [];
        meta.edit.label = keep(meta.edit.label, field, lastLabel, label);
        meta.edit.description = keep(meta.edit.description, '', lastDescription, description);
        if (meta.list) meta.list.label = keep(meta.list.label, field, lastLabel, label);
      }
      for (const [field, label] of Object.entries(SYSTEM_LABELS)) {
        const meta = metadatas[field];
        if (meta?.list) meta.list.label = keep(meta.list.label, field, last.system?.[field], label);
        if (meta?.edit) meta.edit.label = keep(meta.edit.label, field, last.system?.[field], label);
      }
      const list = LIST_COLUMNS[uid]?.filter((field) => metadatas[field]?.list);
      const listUntouched = !last.list || sameList(layouts.list, last.list);
      if (list && listUntouched) layouts.list = list;
      // A start with nothing new writes nothing (most starts): one read per model instead of a write.
      if (JSON.stringify({ metadatas, layouts }) !== before)
        await service.updateConfiguration({ uid }, { settings, metadatas, layouts });
      next[uid] = { labels: fields, system: SYSTEM_LABELS, ...(list && listUntouched && { list }) };
    }
  if (JSON.stringify(next) !== JSON.stringify(written)) await store.set({ value: next });
  await configureEditorRole(strapi);
};
