import {
  STATE_TOP_CITIES,
  STATE_TOP_CLIENTS,
  areaDelivered,
  portfolioStats,
  sectorCounts,
  stateOfId,
  titleCase,
} from '@portfolio/contract';
import { SITE_UID } from '../projects/clients';
import { publishedRows } from '../projects/drafts';
import { joinTableOf } from '../utils/db-metadata';
import { clientSummary } from '../utils/public-shapes';
import { CLIENT_CARD, type ClientCardRow, type ReadContext } from './context';

/** One client's number of published projects in a state (the raw count query). */
interface ClientCountRow {
  client: number;
  n: number | string;
}

/** A state's page: its projects, sectors, top clients and cities, counted by the database. */
export const stateDetails = async ({ strapi, clients, groups }: ReadContext, name: string) => {
  const state = stateOfId(name);
  if (!state) return null;
  const here = await groups((q) => q.where({ state }));
  const link = joinTableOf(strapi, SITE_UID, 'client');
  const perClient = () =>
    strapi.db
      .connection('sites')
      .join(link.name, `${link.name}.${link.joinColumn.name}`, 'sites.id')
      .where('sites.state', state)
      .modify(publishedRows);
  const [top, clientCount, cityRows] = await Promise.all([
    perClient()
      .select(`${link.name}.${link.inverseJoinColumn.name} as client`)
      .count({ n: '*' })
      .groupBy(`${link.name}.${link.inverseJoinColumn.name}`)
      .orderBy([
        { column: 'n', order: 'desc' },
        { column: 'client', order: 'asc' },
      ])
      .limit(STATE_TOP_CLIENTS),
    perClient()
      .countDistinct({ n: `${link.name}.${link.inverseJoinColumn.name}` })
      .first(),
    strapi.db
      .connection('sites')
      .distinct('locations')
      .where({ state })
      .modify(publishedRows)
      .whereNotNull('locations')
      .orderBy('locations')
      .limit(STATE_TOP_CITIES),
  ]);
  const rows = await clients().findMany({
    where: { id: { $in: top.map((t: ClientCountRow) => t.client) } },
    populate: CLIENT_CARD,
  });
  const byId = new Map(rows.map((r: ClientCardRow) => [r.id, r]));
  const { projects, ongoing } = portfolioStats(here);
  return {
    state,
    projects,
    ongoing,
    area: areaDelivered(here),
    sectors: sectorCounts(here),
    clients: top
      .filter((t: ClientCountRow) => byId.has(t.client))
      .map((t: ClientCountRow) => ({ client: clientSummary(byId.get(t.client)!), count: Number(t.n) })),
    clientCount: Number((clientCount as { n?: number | string } | undefined)?.n ?? 0),
    cities: [
      ...new Set(
        cityRows.map((r: { locations?: string | null }) => titleCase(String(r.locations ?? '')).trim()).filter(Boolean),
      ),
    ] as string[],
  };
};
