import { screen, waitFor, within } from '@testing-library/react';
import { PROJECT_FILTER_MESSAGES } from '@portfolio/contract';
import { renderAt, useMockApi } from '../test/server';

useMockApi();

/**
 * Fixture portfolio: Acme Tower (Karnataka, corporate, 2019, completed), Acme Plant (Tamil Nadu, government, 2024,
 * ongoing), City Wing (Tamil Nadu, healthcare, 2025, ongoing).
 */
describe('the project filter on /projects', () => {
  it('is a GET form to /projects whose options say how many projects each shows', async () => {
    renderAt('/projects');
    const state = await screen.findByRole('combobox', { name: 'State' });
    expect(state).toHaveAttribute('name', 'state');
    expect(state.closest('form')).toHaveAttribute('method', 'get');
    expect(state.closest('form')).toHaveAttribute('action', '/projects');
    expect(
      within(state)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All states', 'Karnataka (1)', 'Tamil Nadu (2)']);
    const sector = screen.getByRole('combobox', { name: 'Sector' });
    expect(
      within(sector)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All sectors', 'Healthcare (1)', 'Corporate (1)', 'Government (1)']);
    expect(
      within(screen.getByRole('combobox', { name: 'Status' })).getByRole('option', { name: 'Ongoing (2)' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('combobox', { name: 'Start year' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any year', '2025 (1)', '2024 (1)', '2019 (1)']);
    expect(screen.getByRole('button', { name: 'Show projects' })).toBeInTheDocument();
  });

  it('narrows the list as choices are made, recounts the other options, and undoes a choice', async () => {
    const { ui } = renderAt('/projects');
    await ui.selectOptions(await screen.findByRole('combobox', { name: 'State' }), 'Tamil Nadu (2)');
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects in Tamil Nadu' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2 projects' })).toBeInTheDocument();
    // Updated in place: the select keeps the focus and shows the choice.
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'State' })).toHaveDisplayValue('Tamil Nadu (2)'));
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual([
      'City Wing',
      'Acme Plant',
    ]);
    // The sectors are now those of Tamil Nadu; the states still offer Karnataka.
    expect(
      within(screen.getByRole('combobox', { name: 'Sector' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All sectors', 'Healthcare (1)', 'Government (1)']);
    expect(
      within(screen.getByRole('combobox', { name: 'State' })).getByRole('option', { name: 'Karnataka (1)' }),
    ).toBeInTheDocument();

    await ui.selectOptions(screen.getByRole('combobox', { name: 'Service' }), 'Fire doors (1)');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Projects with fire doors in Tamil Nadu' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    const chips = screen.getByRole('list', { name: 'Chosen filters' });
    expect(
      within(chips)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/projects?service=fire-doors', '/projects?state=tamil-nadu']);

    await ui.click(within(chips).getByRole('link', { name: 'Remove state: Tamil Nadu' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects with fire doors' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'State' })).toHaveDisplayValue('All states'));
    await ui.click(screen.getByRole('link', { name: 'Clear all' }));
    expect(await screen.findByLabelText('Portfolio in numbers')).toBeInTheDocument();
  }, 30_000);

  it('says when nothing matches and offers every project', async () => {
    renderAt('/projects?state=karnataka&status=ongoing');
    expect(await screen.findByRole('heading', { name: 'No projects match these choices' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'see all projects' })).toHaveAttribute('href', '/projects?status=');
    // A chosen option keeps its place in the list, at 0.
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Ongoing (0)');
  });

  it('lists every project when every field is on "Any", a page at a time', async () => {
    renderAt('/projects?state=&industry=&status=&service=&year=');
    expect(await screen.findByRole('heading', { level: 1, name: 'All projects' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('list', { name: 'Chosen filters' })).not.toBeInTheDocument();
  });

  it('explains a value that names nothing, and a page past the last is not found', async () => {
    const view = renderAt('/projects?state=atlantis&year=2024');
    expect(await screen.findByRole('alert')).toHaveTextContent(PROJECT_FILTER_MESSAGES.state('atlantis'));
    expect(screen.getByRole('combobox', { name: 'Start year' })).toHaveDisplayValue('2024 (1)');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    view.unmount();
    renderAt('/projects?industry=healthcare&page=3');
    expect(await screen.findByText('There is no page 3 of these projects.')).toBeInTheDocument();
  });
});
