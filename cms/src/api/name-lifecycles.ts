/** What the name hooks read of Strapi's lifecycle event. */
interface LifecycleEvent {
  params: { data?: Record<string, unknown> };
  result?: { id?: number };
}

/**
 * A content type's lifecycle hooks for a record with a name and slugs (a client, a site), wherever
 * it is written from (the dashboard, the admin panel): `normalise` tidies what a create or update
 * writes (the storage rules), then `sync` keeps the record's slugs following its name.
 */
export const nameLifecycles = (
  normalise: (data: Record<string, unknown> | undefined) => void,
  sync: (id: number) => unknown,
) => {
  const synced = (result: LifecycleEvent['result']) => (result?.id ? sync(result.id) : undefined);
  return {
    beforeCreate: (event: LifecycleEvent) => normalise(event.params.data),
    beforeUpdate: (event: LifecycleEvent) => normalise(event.params.data),
    afterCreate: (event: LifecycleEvent) => synced(event.result),
    afterUpdate: (event: LifecycleEvent) => synced(event.result),
  };
};
