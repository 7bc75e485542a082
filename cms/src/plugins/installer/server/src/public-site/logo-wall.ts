import {
  HOME_LOGO_WALL_MAX,
  displayNameOf,
  normalizeLogoName,
  titleCase,
  type LogoWallItem,
} from '@portfolio/contract';
import { hiddenClientIds } from '../projects/drafts';
import { hasFile } from '../library/logos/service';
import { imageDetails } from '../utils/serialize';
import { clientSummary } from '../utils/public-shapes';
import { getService } from '../utils/get-service';
import { CLIENT_CARD, type ClientCardRow, type ReadContext } from './context';

/**
 * The home page's logo wall: the library's logos in staff's order, each linked to the
 * shown client whose name it has. A logo named like a client hidden from visitors (all its
 * projects drafts) stays off the wall, as the client does.
 */
export const logoWall = async ({ strapi, clients }: ReadContext): Promise<LogoWallItem[]> => {
  const library = (await getService('logos').findAll()).filter(hasFile);
  if (!library.length) return [];
  const names = [...new Set(library.flatMap((logo) => [logo.name, String(logo.name).replace(/-/g, ' ')]))];
  const [candidates, hidden] = await Promise.all([
    clients().findMany({ where: { name: { $in: names } }, populate: CLIENT_CARD }),
    hiddenClientIds(strapi),
  ]);
  const hiddenIds = new Set(hidden);
  const wall: LogoWallItem[] = [];
  for (const logo of library) {
    const named = (candidates as ClientCardRow[]).filter((c) => normalizeLogoName(c.name ?? '') === logo.name);
    const shown = named.find((c) => !hiddenIds.has(c.id));
    if (named.length && !shown) continue;
    wall.push({
      name: shown ? displayNameOf(shown) : titleCase(String(logo.name).replace(/-/g, ' ')),
      path: logo.file.url,
      image: imageDetails(logo.file),
      client: shown ? clientSummary(shown) : null,
    });
    if (wall.length === HOME_LOGO_WALL_MAX) break;
  }
  return wall;
};
