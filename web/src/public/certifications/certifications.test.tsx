import { screen, within } from '@testing-library/react';
import { DOCUMENTS_API, DOCUMENT_MESSAGES as M } from '@portfolio/contract';
import { data, renderAt, useMockApi } from '../test/server';

useMockApi();

describe('/certifications', () => {
  it('groups the documents by category, each with its type, size and a download link named after it', async () => {
    renderAt('/certifications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Certifications & Downloads' })).toBeInTheDocument();
    const headings = within(screen.getByRole('region', { name: 'Documents' }))
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(headings).toEqual(['Certificates', 'Test reports', 'Brochures']);
    const reports = screen.getByRole('region', { name: 'Test reports' });
    expect(
      within(reports)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['IS 3614 fire test report, 120 minutes', 'BS 476 Part 22 test report']);
    const link = within(reports).getByRole('link', {
      name: 'Download IS 3614 fire test report, 120 minutes (PDF, 2.3 MB)',
    });
    expect(link).toHaveAttribute('href', DOCUMENTS_API.download('doc-2'));
    expect(link).toHaveAttribute('download', 'IS 3614 fire test report, 120 minutes.pdf');
  });

  it('shows each certificate’s issuer and validity; an expired one says Expired, never valid', async () => {
    renderAt('/certifications');
    const certificates = await screen.findByRole('region', { name: 'Certificates' });
    const iso = within(certificates)
      .getByRole('heading', { level: 3, name: 'ISO 9001:2015 certificate' })
      .closest('li')!;
    expect(iso).toHaveTextContent('Issued by TÜV SÜD · Valid until 28 Feb 2027');
    const bis = within(certificates).getByRole('heading', { level: 3, name: 'BIS licence' }).closest('li')!;
    expect(bis).toHaveTextContent(`Issued by Bureau of Indian Standards · ${M.expired}`);
    expect(bis).not.toHaveTextContent('Valid until');
  });

  it('says how many days are left when a certificate expires within 60 days, and shows its number', async () => {
    // The company's today, fixed: 1 March 2026 in India.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T06:00:00Z'));
    try {
      data.documents = [
        ...data.documents!,
        {
          ...data.documents![0],
          _id: 'doc-9',
          title: 'Fire safety certificate',
          issuer: 'State Fire Services',
          number: 'KSFES-0311',
          expiresOn: '2026-03-13',
          validity: 'expiring',
        },
      ];
      renderAt('/certifications');
      const certificates = await screen.findByRole('region', { name: 'Certificates' });
      const noc = within(certificates)
        .getByRole('heading', { level: 3, name: 'Fire safety certificate' })
        .closest('li')!;
      expect(noc).toHaveTextContent(
        'Issued by State Fire Services · No. KSFES-0311 · Expires in 12 days (13 Mar 2026)',
      );
      expect(noc).not.toHaveTextContent('Valid until');
    } finally {
      vi.useRealTimers();
    }
  });

  it('says so when there are no documents, and points to the contact page', async () => {
    data.documents = [];
    renderAt('/certifications');
    expect(await screen.findByRole('heading', { level: 2, name: 'No documents published yet' })).toBeInTheDocument();
    expect(screen.getByText(M.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact?about=Certificates');
  });

  it('is linked from the fire-doors page, beside its test-report text, and from the footer', async () => {
    renderAt('/firedoors');
    const band = await screen.findByRole('region', { name: 'Test reports and certificates' }, { timeout: 10_000 });
    expect(within(band).getByRole('link', { name: 'Certifications & downloads' })).toHaveAttribute(
      'href',
      '/certifications',
    );
    expect(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Certifications & downloads' }),
    ).toHaveAttribute('href', '/certifications');
  }, 20_000);
});
