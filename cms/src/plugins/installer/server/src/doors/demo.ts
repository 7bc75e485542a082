import type { Core } from '@strapi/strapi';
import { DOOR_CHECKLIST, type DoorCheckKey } from '@portfolio/contract';
import { SITE_UID } from '../projects/clients';
import { getService } from '../utils/get-service';

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const PLACES = ['Stair 1', 'Stair 2', 'Corridor east', 'Corridor west', 'Plant room', 'Lift lobby'];
const DOORS_PER_PROJECT = 40;

/**
 * The demo register: a batch of labelled doors per fire-door project (or the first six projects),
 * installed ten months ago and inspected five months ago (Valid), a few whose last inspection was
 * seven months ago (Inspection overdue), one with an open defect, and a batch still in stock.
 */
export const seedDemoDoors = async (strapi: Core.Strapi) => {
  const doors = getService('doors');
  const types = await getService('door-types').list();
  const ratings = types.flatMap((type) =>
    type.ratings.map((rating) => ({ type, rating, report: rating.documents[0]?._id ?? null })),
  );
  if (!ratings.length) return 0;
  const sites = (await strapi.db.query(SITE_UID).findMany({
    select: ['documentId', 'fireDoors'],
    orderBy: { id: 'asc' },
  })) as Array<{ documentId: string; fireDoors?: boolean | null }>;
  const chosen = (sites.some((s) => s.fireDoors) ? sites.filter((s) => s.fireDoors) : sites).slice(0, 6);
  const today = await doors.today();
  const year = today.slice(0, 4);
  const inspector = { id: 0, name: 'Demo inspector' };
  const pass = (key: DoorCheckKey) => ({ key, result: 'pass' as const, note: '' });
  let made = 0;
  for (const [i, site] of [...chosen, null].entries()) {
    const { type, rating, report } = ratings[i % ratings.length];
    const batch = `PR-${year}-${String(101 + i)}`;
    const labels = await doors.createBatch({
      doorTypeId: type._id,
      minutes: rating.minutes,
      standard: type.standards[0] ?? 'IS 3614 (Part 2)',
      testReportId: report,
      batch,
      manufacturedOn: addDays(today, -330),
      count: DOORS_PER_PROJECT,
    });
    made += labels.length;
    if (!site) continue; // the last batch stays in stock
    for (const [n, labelId] of labels.entries()) {
      let door = (await doors.find(labelId))!;
      await doors.install(door, {
        siteId: site.documentId,
        location: `Block ${String.fromCharCode(65 + (n % 3))}, Level ${Math.floor(n / 6) + 1}, ${PLACES[n % PLACES.length]}`,
        installedOn: addDays(today, -300),
        installer: 'Site crew 2',
        photos: [],
      });
      door = (await doors.find(labelId))!;
      // A few doors of the first project were last inspected seven months ago: overdue.
      const overdue = i === 0 && n < 4;
      await doors.inspect(door, {
        inspectedOn: addDays(today, overdue ? -215 : -150),
        items: DOOR_CHECKLIST.map(({ key }) => pass(key)),
        defects: [],
        signOffs: [],
        inspector,
      });
      if (i === 0 && n === 5) {
        door = (await doors.find(labelId))!;
        await doors.inspect(door, {
          inspectedOn: addDays(today, -10),
          items: DOOR_CHECKLIST.map(({ key }) =>
            key === 'closer' ? { key, result: 'fail' as const, note: 'Stops 40 mm short of the frame' } : pass(key),
          ),
          defects: [
            {
              item: 'closer',
              severity: 'high',
              remedial: 'Adjust the closer speed and latch',
              dueOn: addDays(today, 7),
            },
          ],
          signOffs: [],
          inspector,
        });
      }
    }
  }
  return made;
};
