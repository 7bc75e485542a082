import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, ENQUIRY_HONEYPOT, ENQUIRY_MESSAGES as M, ENQUIRY_TOKEN_FIELD } from '@portfolio/contract';
import { renderAt, server, useMockApi } from '../test/server';

useMockApi();

let sent: Record<string, unknown>[] = [];
const REF = 'ENQ-2026-0042';
let answer: () => Response = () => HttpResponse.json({ message: M.sent, reference: REF }, { status: 201 });

beforeEach(() => {
  sent = [];
  answer = () => HttpResponse.json({ message: M.sent, reference: REF }, { status: 201 });
  server.use(
    http.get(`*${API.enquiryFormToken}`, () => HttpResponse.json({ token: 'signed-token' })),
    http.post(`*${API.enquiries}`, async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>);
      return answer();
    }),
  );
});

const form = () => screen.findByRole('form', { name: 'Enquiry form' });
const field = (label: RegExp | string) => screen.getByLabelText(label);
const fill = (label: RegExp | string, value: string) => fireEvent.change(field(label), { target: { value } });

/** The error summary has the focus, with this heading (and the problems listed as links under it). */
const expectSummaryFocused = async (heading: string) => {
  const title = await screen.findByRole('heading', { level: 2, name: heading }, { timeout: 5000 });
  await waitFor(() => expect(title.parentElement).toHaveFocus());
  return title.parentElement!;
};

const fillValid = () => {
  fill(/^Name/, 'Asha Rao');
  fill(/^Email/, 'asha@example.com');
  fill(/^Project type/, 'healthcare');
  fill(/^Message/, 'A 40-bed clinic in Mysuru, design and build.');
};

describe('/contact', () => {
  it('shows a message under each required field from the contract, and sends nothing', async () => {
    const { ui } = renderAt('/contact');
    await form();
    await ui.click(screen.getByRole('button', { name: 'Send enquiry' }));
    const summary = await expectSummaryFocused(M.checkFields);
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      [M.nameRequired, '#enquiry-name'],
      [M.emailRequired, '#enquiry-email'],
      [M.projectTypeRequired, '#enquiry-projectType'],
      [M.messageRequired, '#enquiry-message'],
    ]);
    expect(field(/^Name/)).toHaveAccessibleDescription(M.nameRequired);
    expect(field(/^Email/)).toHaveAccessibleDescription(M.emailRequired);
    expect(field(/^Project type/)).toHaveAccessibleDescription(M.projectTypeRequired);
    expect(field(/^Message/)).toHaveAccessibleDescription(M.messageRequired);
    expect(field(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    await ui.click(within(summary).getByRole('link', { name: M.nameRequired }));

    fill(/^Email/, 'not-an-email');
    fill(/^Phone/, '12');
    fill(/^Approximate area/, '-4');
    fill(/^City/, 'Mysuru');
    await ui.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() => expect(field(/^Email/)).toHaveAccessibleDescription(M.emailInvalid));
    expect(field(/^Phone/)).toHaveAccessibleDescription(M.phoneInvalid);
    expect(field(/^Approximate area/)).toHaveAccessibleDescription(M.areaInvalid);
    expect(field(/^City/)).toHaveAccessibleDescription(M.cityNeedsState);
    // The focus went back to the summary, now listing the new problems.
    expect(
      within(await expectSummaryFocused(M.checkFields)).getByRole('link', { name: M.emailInvalid }),
    ).toHaveAttribute('href', '#enquiry-email');
    expect(sent).toEqual([]);
  });

  it('sends the enquiry without leaving the page and shows the thank-you message', async () => {
    const { ui, router } = renderAt('/contact');
    await form();
    fillValid();
    await ui.selectOptions(field(/^State/), 'Karnataka');
    // The city box suggests the chosen state's cities.
    const suggestions = [
      ...document.querySelectorAll(`#${field(/^City/).getAttribute('list')!.replace(/:/g, '\\:')} option`),
    ].map((o) => o.getAttribute('value'));
    expect(suggestions).toContain('Mysuru');
    fill(/^City/, 'Mysuru');
    await ui.click(screen.getByRole('button', { name: 'Send enquiry' }));

    expect(await screen.findByRole('status')).toHaveTextContent(M.sent);
    expect(router.state.location.pathname).toBe('/contact');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      name: 'Asha Rao',
      email: 'asha@example.com',
      projectType: 'healthcare',
      state: 'Karnataka',
      city: 'Mysuru',
      [ENQUIRY_TOKEN_FIELD]: 'signed-token',
      [ENQUIRY_HONEYPOT]: '',
      page: '/contact',
    });

    await ui.click(screen.getByRole('button', { name: 'Send another enquiry' }));
    expect(await form()).toBeInTheDocument();
    expect(field(/^Name/)).toHaveValue('');
  });

  it("shows the server's per-field messages and its refusals", async () => {
    answer = () => HttpResponse.json({ message: M.emailInvalid, errors: { email: M.emailInvalid } }, { status: 400 });
    const { ui } = renderAt('/contact');
    await form();
    fillValid();
    await ui.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() => expect(field(/^Email/)).toHaveAccessibleDescription(M.emailInvalid));
    expect(
      within(await expectSummaryFocused(M.checkFields)).getByRole('link', { name: M.emailInvalid }),
    ).toHaveAttribute('href', '#enquiry-email');

    answer = () => HttpResponse.json({ message: M.tooMany }, { status: 429 });
    await ui.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(within(await expectSummaryFocused(M.tooMany)).queryAllByRole('link')).toEqual([]);
    expect(screen.getByRole('form', { name: 'Enquiry form' })).toBeInTheDocument();
  });

  it('is a plain form posting to its own page (the route action) without JavaScript, with a hidden honeypot and the token', async () => {
    renderAt('/contact');
    const f = await form();
    expect(f).toHaveAttribute('method', 'post');
    expect(f).toHaveAttribute('action', '/contact');
    const trap = f.querySelector(`[name="${ENQUIRY_HONEYPOT}"]`)!;
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(f.querySelector(`[name="${ENQUIRY_TOKEN_FIELD}"]`)).toHaveValue('signed-token');
  });

  it('pre-fills "about", the project type and the state from the link', async () => {
    renderAt(
      `/contact?about=${encodeURIComponent('Acme projects')}&projectType=bank&state=kerala&from=%2Fprojects%2Fclient%2Facme`,
    );
    await form();
    expect(field(/^About/)).toHaveValue('Acme projects');
    expect(field(/^Project type/)).toHaveValue('bank');
    expect(field(/^State/)).toHaveValue('Kerala');
    expect(document.querySelector('input[name="page"]')).toHaveValue('/projects/client/acme');
  });

  it("shows a refused post's form again with the visitor's input and the messages per field (route action)", async () => {
    answer = () =>
      HttpResponse.json(
        { message: M.emailInvalid, errors: { email: M.emailInvalid, phone: M.phoneInvalid } },
        { status: 400 },
      );
    const { router } = renderAt('/contact');
    await form();
    const formData = new FormData();
    for (const [k, v] of Object.entries({
      name: 'Asha Rao',
      email: 'nope',
      phone: '12',
      projectType: 'bank',
      message: 'A branch fit-out in Kochi.',
      [ENQUIRY_TOKEN_FIELD]: 'signed-token',
    }))
      formData.append(k, v);
    await router.navigate('/contact', { formMethod: 'post', formData });
    const summary = await expectSummaryFocused(M.checkFields);
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([M.emailInvalid, M.phoneInvalid]);
    expect(field(/^Email/)).toHaveAccessibleDescription(M.emailInvalid);
    expect(field(/^Phone/)).toHaveAccessibleDescription(M.phoneInvalid);
    expect(field(/^Name/)).toHaveValue('Asha Rao');
    expect(field(/^Email/)).toHaveValue('nope');
    expect(field(/^Project type/)).toHaveValue('bank');
    expect(field(/^Message/)).toHaveValue('A branch fit-out in Kochi.');
    expect(sent[0]).toMatchObject({ name: 'Asha Rao', email: 'nope' });
  });

  it('answers an accepted post (route action) with the thank-you page at ?sent=1', async () => {
    const { router } = renderAt('/contact');
    await form();
    const formData = new FormData();
    formData.append('name', 'Asha Rao');
    await router.navigate('/contact', { formMethod: 'post', formData });
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you!' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?sent=1&ref=${REF}`);
    expect(screen.getByRole('status')).toHaveTextContent(`Your reference: ${REF}`);
  });

  it('shows the thank-you page after a plain form post (?sent=1)', async () => {
    renderAt('/contact?sent=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you!' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(M.sent);
    expect(screen.queryByRole('form', { name: 'Enquiry form' })).not.toBeInTheDocument();
  });
});

describe("the visitor's side", () => {
  it('asks which service, with the sectors and homes as project types, and sends the choice', async () => {
    const { ui } = renderAt('/contact');
    await form();
    const service = field(/^Service/);
    expect(
      within(service)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a service', 'Design and build', 'Interiors', 'Manufacturing', 'Fire doors', 'Other']);
    expect(
      within(field(/^Project type/))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Choose a project type',
      'Educational',
      'Healthcare',
      'Banking',
      'Corporate',
      'Government',
      'Residential',
      'Other',
    ]);
    fillValid();
    await ui.selectOptions(service, 'Interiors');
    await ui.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await screen.findByRole('status');
    expect(sent[0]).toMatchObject({ service: 'interiors', projectType: 'healthcare' });
  });

  it('shows the reference and what happens next on the thank-you', async () => {
    const { ui } = renderAt('/contact');
    await form();
    fillValid();
    await ui.click(screen.getByRole('button', { name: 'Send enquiry' }));
    const thanks = await screen.findByRole('status');
    expect(thanks).toHaveTextContent(`Your reference: ${REF}`);
    expect(within(thanks).getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
    expect(
      within(thanks)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([...M.nextSteps]);
  });

  it('shows no reference from the address unless it is one', async () => {
    renderAt('/contact?sent=1&ref=%3Cb%3Ehi%3C%2Fb%3E');
    expect(await screen.findByRole('status')).not.toHaveTextContent('Your reference');
  });

  it('pre-selects the service from a service page', async () => {
    const { ui } = renderAt('/firedoors');
    const band = await screen.findByRole('region', { name: 'Planning a new space?' });
    await ui.click(within(band).getByRole('link', { name: 'Send an enquiry' }));
    await form();
    expect(field(/^Service/)).toHaveValue('fire-doors');
    expect(document.querySelector('input[name="page"]')).toHaveValue('/firedoors');
  });

  it('ignores a service in the link that is not on the list', async () => {
    renderAt('/contact?service=roofing&projectType=bank');
    await form();
    expect(field(/^Project type/)).toHaveValue('bank');
    expect(field(/^Service/)).toHaveValue('');
  });

  it('says under the form what is kept, why and for how long, linking to /privacy', async () => {
    renderAt('/contact');
    await form();
    const notice = screen.getByRole('region', { name: 'How we use your details' });
    expect(notice).toHaveTextContent(/we delete it/);
    expect(within(notice).getByRole('link', { name: 'Read our privacy notice' })).toHaveAttribute('href', '/privacy');
  });
});

describe('the call-to-action band', () => {
  it('is on every page and opens the form, pre-filled with the client from a client page', async () => {
    const { ui, router } = renderAt('/projects/client/acme-corp');
    const band = await screen.findByRole('region', { name: 'Planning a new space?' });
    await ui.click(within(band).getByRole('link', { name: 'Send an enquiry' }));
    await form();
    expect(router.state.location.pathname).toBe('/contact');
    expect(field(/^About/)).toHaveValue('Acme Corp projects');
    expect(document.querySelector('input[name="page"]')).toHaveValue('/projects/client/acme-corp');
    expect(screen.queryByRole('region', { name: 'Planning a new space?' })).not.toBeInTheDocument();
  });

  it('pre-selects the project type on a category page', async () => {
    const { ui } = renderAt('/projects/healthcare');
    const band = await screen.findByRole('region', { name: 'Planning a new space?' });
    await ui.click(within(band).getByRole('link', { name: 'Send an enquiry' }));
    await form();
    expect(field(/^Project type/)).toHaveValue('healthcare');
  });
});
