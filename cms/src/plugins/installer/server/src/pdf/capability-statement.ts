import { h, reactPdf } from './render';
import { pageParts, type CapabilityContent } from './capability/parts';
import { coverPage } from './capability/cover';
import { projectsPage } from './capability/projects';
import { doorRangePage } from './capability/doors';
export { figure, type CapabilityContent, type CapabilityProject } from './capability/parts';

/**
 * A capability statement as a designed A4 document: a cover (company, the service or
 * sector, key figures, address and registered details), selected projects two to a row with a photo,
 * key facts and a value band, the client logo wall, certificates and test reports, and a contact call.
 */
export const capabilityStatement = async (c: CapabilityContent) => {
  const pdf = await reactPdf();
  const parts = pageParts(pdf, c);
  return h(
    pdf.Document,
    {
      title: `${c.company}: capability statement: ${c.title}`,
      author: c.company,
      subject: c.title,
      creator: c.company,
      producer: c.company,
      language: 'en',
    },
    coverPage(pdf, c),
    projectsPage(pdf, c, parts),
    doorRangePage(pdf, c, parts),
  );
};
