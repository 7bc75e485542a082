import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API_PREFIX, DOCUMENTS_API, DOCUMENT_MESSAGES as M, MESSAGES, type DocumentItem } from '@portfolio/contract';
import { ADMIN, userWith } from '../../test/fixtures';
import { choose, fill, findNav, renderApp } from '../../test/renderApp';
import { server, useMockApi } from '../../test/server';
import { warmImports } from '../../test/warm';

useMockApi();
warmImports(
  () => import('./DocumentsPage'),
  () => import('../dashboard/DashboardLayout'),
);

const doc = (id: string, title: string, extra: Partial<DocumentItem> = {}): DocumentItem => ({
  _id: id,
  title,
  category: 'test report',
  fileName: `${title}.pdf`,
  mime: 'application/pdf',
  size: 2_400_000,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  href: DOCUMENTS_API.download(id),
  issuer: null,
  issuedOn: null,
  expiresOn: null,
  validity: 'no-expiry',
  ...extra,
});

let docs: DocumentItem[];
let uploads: Array<Record<string, string>>;
let puts: Array<{ id: string; body: unknown }>;
let removed: DocumentItem[];

beforeEach(() => {
  docs = [
    doc('d1', 'IS 3614 fire test report'),
    doc('d2', 'ISO 9001 certificate', { category: 'certificate', size: 412_000 }),
  ];
  uploads = [];
  puts = [];
  removed = [];
  server.use(
    http.get(`*${DOCUMENTS_API.documents}`, () => HttpResponse.json({ documents: docs })),
    http.post(`*${DOCUMENTS_API.documents}`, async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file') as File;
      const text = await file.text();
      uploads.push({
        title: String(form.get('title')),
        category: String(form.get('category')),
        file: text.slice(0, 12),
      });
      // The server reads the content (XMLHttpRequest through msw loses the file's name, not its bytes).
      if (text.includes('/JavaScript')) return HttpResponse.json({ message: M.pdfJavaScript }, { status: 415 });
      const created = doc('d9', String(form.get('title')), {
        category: form.get('category') as DocumentItem['category'],
        size: file.size,
      });
      docs = [...docs, created];
      return HttpResponse.json({ message: M.created, document: created }, { status: 201 });
    }),
    http.put(`*${API_PREFIX}/documents/:id`, async ({ params, request }) => {
      const body = (await request.json()) as Partial<DocumentItem>;
      puts.push({ id: String(params.id), body });
      const found = docs.find((d) => d._id === params.id)!;
      Object.assign(found, body);
      return HttpResponse.json({ message: M.updated, document: found });
    }),
    http.delete(`*${API_PREFIX}/documents/:id`, ({ params }) => {
      const found = docs.find((d) => d._id === params.id)!;
      removed.push(found);
      docs = docs.filter((d) => d !== found);
      return HttpResponse.json({ message: M.removed, trashId: 'trash-doc' });
    }),
    http.post(`*${API_PREFIX}/trash/trash-doc/restore`, () => {
      docs = [...docs, ...removed];
      return HttpResponse.json({ message: MESSAGES.restored, kind: 'document', restoredId: removed[0]._id });
    }),
  );
});

const pdfFile = (name: string, body = '') =>
  new File([`%PDF-1.4\n${body}\n%%EOF\n`], name, { type: 'application/pdf' });
const rowOf = (title: string) => screen.getByRole('link', { name: title }).closest('tr')!;

describe('Certificates screen', () => {
  it('is in the sidebar under Content for status users only', async () => {
    renderApp('/installer/dashboard', { user: ADMIN });
    expect(within(await findNav()).getByRole('link', { name: 'Certificates' })).toHaveAttribute(
      'href',
      '/installer/dashboard/certificates',
    );
  });

  it('sends users without the status flag home', async () => {
    const { router } = renderApp('/installer/dashboard/certificates', {
      user: userWith({ powers: { 'add-client': true } }),
    });
    expect(within(await findNav()).queryByRole('link', { name: 'Certificates' })).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/installer/dashboard'));
  });

  it('lists documents with title (a download link), category, size and date', async () => {
    renderApp('/installer/dashboard/certificates', { user: ADMIN });
    expect(await screen.findByRole('link', { name: 'IS 3614 fire test report' })).toHaveAttribute(
      'href',
      DOCUMENTS_API.download('d1'),
    );
    const row = within(rowOf('ISO 9001 certificate'));
    expect(row.getByText('Certificate')).toBeInTheDocument();
    expect(row.getByText('PDF, 402 KB')).toBeInTheDocument();
    expect(row.getByText('1 Nov 2026')).toBeInTheDocument();
    expect(within(rowOf('IS 3614 fire test report')).getByText('PDF, 2.3 MB')).toBeInTheDocument();
  });

  it('uploads after the checks, and shows the server refusal of a PDF with scripts', async () => {
    const { ui } = renderApp('/installer/dashboard/certificates', { user: ADMIN });
    await ui.click(await screen.findByRole('button', { name: /Upload document/ }));
    const dialog = await screen.findByRole('dialog');
    await ui.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText(M.titleRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(M.fileRequired)).toBeInTheDocument();

    fill(within(dialog).getByLabelText('Title'), 'Company profile');
    await choose(ui, 'Category', 'Brochure');
    // The picker offers only PDF, JPG and PNG; a file dropped in anyway is refused before it is sent.
    await userEvent
      .setup({ applyAccept: false })
      .upload(
        within(dialog).getByLabelText('File'),
        new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }),
      );
    expect(within(dialog).getByText(M.fileInvalid)).toBeInTheDocument();
    await ui.upload(
      within(dialog).getByLabelText('File'),
      pdfFile('macro.pdf', '<< /S /JavaScript /JS (app.alert(1)) >>'),
    );
    await ui.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText(M.pdfJavaScript)).toBeInTheDocument();

    await ui.upload(within(dialog).getByLabelText('File'), pdfFile('profile.pdf', 'BT (Company profile) Tj ET'));
    await ui.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(M.created)).toBeInTheDocument();
    expect(uploads.at(-1)).toEqual({
      title: 'Company profile',
      category: 'brochure',
      file: expect.stringMatching(/^%PDF-1\.4/),
    });
    expect(await screen.findByRole('link', { name: 'Company profile' })).toBeInTheDocument();
  });

  it('edits the title and category', async () => {
    const { ui } = renderApp('/installer/dashboard/certificates', { user: ADMIN });
    await ui.click(await screen.findByRole('button', { name: 'Edit IS 3614 fire test report' }));
    const dialog = await screen.findByRole('dialog');
    fill(within(dialog).getByLabelText('Title'), 'IS 3614 test report, 120 minutes');
    await choose(ui, 'Category', 'Certificate');
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(puts).toEqual([
        {
          id: 'd1',
          body: {
            title: 'IS 3614 test report, 120 minutes',
            category: 'certificate',
            issuer: '',
            number: '',
            issuedOn: '',
            expiresOn: '',
          },
        },
      ]),
    );
    expect(await screen.findByText(M.updated)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'IS 3614 test report, 120 minutes' })).toBeInTheDocument();
  });

  it('keeps the register: issuer and dates checked as typed, validity shown in the list', async () => {
    docs = [
      ...docs,
      doc('d3', 'BIS licence', { category: 'certificate', expiresOn: '2025-06-30', validity: 'expired' }),
      doc('d4', 'ISO 14001', { category: 'certificate', expiresOn: '2026-12-10', validity: 'expiring' }),
    ];
    const { ui } = renderApp('/installer/dashboard/certificates', { user: ADMIN });
    expect(await screen.findByText('Expired 30 Jun 2025')).toBeInTheDocument();
    expect(screen.getByText('Expires 10 Dec 2026')).toBeInTheDocument();

    await ui.click(screen.getByRole('button', { name: 'Edit ISO 9001 certificate' }));
    const dialog = await screen.findByRole('dialog');
    fill(within(dialog).getByLabelText('Issued by'), 'TÜV SÜD');
    fill(within(dialog).getByLabelText('Certificate or report number'), 'QMS-2026-0147');
    fill(within(dialog).getByLabelText('Issued on'), '2026-03-01');
    fill(within(dialog).getByLabelText('Expires on'), '2026-02-01');
    expect(within(dialog).getByText(M.expiresBeforeIssued)).toBeInTheDocument();
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(puts).toEqual([]);
    fill(within(dialog).getByLabelText('Expires on'), '2029-02-28');
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(puts).toEqual([
        {
          id: 'd2',
          body: {
            title: 'ISO 9001 certificate',
            category: 'certificate',
            issuer: 'TÜV SÜD',
            number: 'QMS-2026-0147',
            issuedOn: '2026-03-01',
            expiresOn: '2029-02-28',
          },
        },
      ]),
    );
  });

  it('deletes after the confirmation, and Undo brings the document back', async () => {
    const { ui } = renderApp('/installer/dashboard/certificates', { user: ADMIN });
    await ui.click(await screen.findByRole('button', { name: 'Delete ISO 9001 certificate' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(M.confirmRemove);
    await ui.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(M.removed)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'ISO 9001 certificate' })).not.toBeInTheDocument());
    await ui.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('link', { name: 'ISO 9001 certificate' })).toBeInTheDocument();
  });
});
