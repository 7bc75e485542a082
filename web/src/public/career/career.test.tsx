import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, APPLICATION_HONEYPOT, CAREER_MESSAGES as M } from '@portfolio/contract';
import { data, renderAt, server, useMockApi } from '../test/server';

useMockApi();

let sent: FormData[] = [];
let answer: () => Response = () => HttpResponse.json({ message: M.sent }, { status: 201 });

beforeEach(() => {
  sent = [];
  answer = () => HttpResponse.json({ message: M.sent }, { status: 201 });
  server.use(
    http.get(`*${API.enquiryFormToken}`, () => HttpResponse.json({ token: 'signed-token' })),
    http.post('*/api/v1/jobs/:id/applications', async ({ request, params }) => {
      const form = await request.formData();
      form.set('jobId', String(params.id));
      sent.push(form);
      return answer();
    }),
  );
});

const file = (name: string, bytes = '%PDF-1.4 cv', type = 'application/pdf') => new File([bytes], name, { type });
const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** userEvent's upload fills the input's real file list (what FormData reads). */
const choose = (ui: ReturnType<typeof renderAt>['ui'], f: File) =>
  ui.upload(screen.getByLabelText(/^CV/) as HTMLInputElement, f);

describe('/career', () => {
  it('lists the open openings with their place, type and a link to their page', async () => {
    renderAt('/career');
    const link = await screen.findByRole('link', { name: /Site Engineer/ });
    expect(link).toHaveAttribute('href', '/career/site-engineer-pune');
    expect(link).toHaveTextContent('Pune, Maharashtra');
    expect(link).toHaveTextContent('Full time');
    expect(screen.getByRole('link', { name: /Interior Designer/ })).toHaveTextContent('Apply by 31 December 2099');
    expect(screen.queryByText('Carpenter')).not.toBeInTheDocument();
  });

  it('says clearly when there are no openings', async () => {
    data.jobs = [];
    renderAt('/career');
    expect(await screen.findByRole('heading', { name: 'No openings right now' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(M.noOpenings);
  });
});

describe('/career/{slug}', () => {
  it('shows the opening and checks the form with the contract before sending anything', async () => {
    const { ui } = renderAt('/career/site-engineer-pune');
    expect(await screen.findByRole('heading', { level: 1, name: 'Site Engineer' })).toBeInTheDocument();
    expect(screen.getByText('You will coordinate subcontractors and keep the daily log.')).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.checkFields);
    expect(screen.getByLabelText(/^Full name/)).toHaveAccessibleDescription(M.nameRequired);
    expect(screen.getByLabelText(/^Phone/)).toHaveAccessibleDescription(M.phoneRequired);
    expect(screen.getByLabelText(/^CV/)).toHaveAccessibleDescription(expect.stringContaining(M.cvRequired));
    await choose(ui, file('setup.exe', 'MZ'));
    expect(screen.getByLabelText(/^CV/)).toHaveAccessibleDescription(expect.stringContaining(M.cvInvalid));
    expect(sent).toEqual([]);
  });

  it('uploads the fields and the CV as multipart and thanks the candidate in place', async () => {
    const { ui } = renderAt('/career/site-engineer-pune');
    await screen.findByRole('form', { name: 'Job application form' });
    fill(/^Full name/, 'Ravi Kumar');
    fill(/^Email/, 'ravi@example.com');
    fill(/^Phone/, '+91 98200 12345');
    fill(/^A short message/, 'Eight years on hospital sites.');
    await choose(ui, file('Ravi CV.pdf'));
    expect(screen.getByText(/Ravi CV\.pdf · 1 KB/)).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText(M.sent)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    const form = sent[0];
    expect(form.get('jobId')).toBe('job-1');
    expect(form.get('name')).toBe('Ravi Kumar');
    expect(form.get('formToken')).toBe('signed-token');
    expect(form.get(APPLICATION_HONEYPOT)).toBe('');
    expect(await (form.get('cv') as Blob).text()).toBe('%PDF-1.4 cv');
  });

  it("shows the server's refusal of the CV next to the field", async () => {
    answer = () => HttpResponse.json({ message: M.cvInvalid, errors: { cv: M.cvInvalid } }, { status: 415 });
    const { ui } = renderAt('/career/site-engineer-pune');
    await screen.findByRole('form', { name: 'Job application form' });
    fill(/^Full name/, 'Ravi Kumar');
    fill(/^Email/, 'ravi@example.com');
    fill(/^Phone/, '+91 98200 12345');
    await choose(ui, file('cv.pdf', 'MZ not a pdf'));
    await ui.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(M.cvInvalid));
    expect(screen.getByLabelText(/^CV/)).toHaveAccessibleDescription(expect.stringContaining(M.cvInvalid));
    expect(screen.getByRole('button', { name: 'Send application' })).toBeEnabled();
  });

  it('says a closed opening is closed, without a form', async () => {
    renderAt('/career/carpenter-surat');
    expect(await screen.findByRole('heading', { name: 'This position is closed' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Job application form' })).not.toBeInTheDocument();
  });

  it('answers an unknown opening with the not-found page', async () => {
    renderAt('/career/no-such-job');
    expect(await screen.findByRole('heading', { name: 'Job opening not found' })).toBeInTheDocument();
  });
});
