import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fill, imageFile, renderApp } from '../../test/renderApp';
import { ADMIN } from '../../test/fixtures';
import { LOGO_ORDER_MESSAGES } from '@portfolio/contract';
import { db, failNext, hits, lastCall, useMockApi } from '../../test/server';
import { warmImports } from '../../test/warm';

useMockApi();
warmImports(
  () => import('./LogosPage'),
  () => import('../dashboard/DashboardLayout'),
);

const PATH = '/installer/dashboard/addclient-logo';

describe('client logo management', () => {
  it('shows the total, the folder and the supported formats, and the logo grid', async () => {
    renderApp(PATH, { user: ADMIN });
    expect(await screen.findByRole('article', { name: 'acme.png' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'beta-builders.svg' })).toBeInTheDocument();
    expect(screen.getByText('Total logos').closest('tr')).toHaveTextContent('2');
    expect(screen.getByText('/uploads/logos2/')).toBeInTheDocument();
    expect(screen.getByText('PNG, JPG, JPEG, SVG')).toBeInTheDocument();
    // the delete control is a real, named button (shown on hover and keyboard focus by CSS)
    expect(screen.getByRole('button', { name: 'Delete acme.png' })).toBeInTheDocument();
  });

  it("shows 'No client logos found' when empty", async () => {
    db.logos = [];
    renderApp(PATH, { user: ADMIN });
    expect(await screen.findByText('No client logos found')).toBeInTheDocument();
  });

  it('rejects other file types and files of 5MB or more', async () => {
    renderApp(PATH, { user: ADMIN });
    const input = await screen.findByLabelText('Logo file');
    // a person can pick any file through the dialog's 'All files' choice
    fireEvent.change(input, { target: { files: [new File(['gif'], 'logo.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('Please select a valid image file (PNG, JPG, JPEG, SVG)')).toBeInTheDocument();
    const big = imageFile('big.png');
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('File size should be less than 5MB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('uploads with a lowercased, hyphenated name and reloads the grid', async () => {
    const { ui } = renderApp(PATH, { user: ADMIN });
    await ui.upload(await screen.findByLabelText('Logo file'), imageFile('Gamma.png'));
    expect(await screen.findByAltText('New logo preview')).toBeInTheDocument();
    expect(screen.getByLabelText('Logo name')).toHaveValue('Gamma');
    fill(screen.getByLabelText('Logo name'), 'Gamma Works');
    await ui.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('article', { name: 'gamma-works.png' })).toBeInTheDocument();
    expect((lastCall('POST', '/api/v1/logos/upload')?.body as Record<string, unknown[]>).name).toEqual(['gamma-works']);
    expect(hits('GET', '/api/v1/logos')).toBeGreaterThan(1);
  });

  it('alerts when the upload fails', async () => {
    failNext('post', '/api/v1/logos/upload', 500);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { ui } = renderApp(PATH, { user: ADMIN });
    await ui.upload(await screen.findByLabelText('Logo file'), imageFile('x.png'));
    await ui.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Error uploading file. Please try again.'));
    alert.mockRestore();
  });

  it('confirms in a styled dialog naming the logo (Cancel keeps it), deletes and reloads; a failed delete alerts', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { ui } = renderApp(PATH, { user: ADMIN });
    const tile = await screen.findByRole('article', { name: 'acme.png' });
    const ask = async (name: string) => {
      await ui.click(screen.getByRole('button', { name: `Delete ${name}` }));
      const dialog = await screen.findByRole('dialog', { name: 'Confirm Deletion' });
      expect(within(dialog).getByText(name)).toBeInTheDocument();
      expect(within(dialog).getByText('Are you sure you want to delete this client logo?')).toBeInTheDocument();
      return dialog;
    };
    await ui.click(within(await ask('acme.png')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm Deletion' })).not.toBeInTheDocument());
    expect(hits('DELETE', '/api/v1/logos/acme.png')).toBe(0);
    expect(tile).toBeInTheDocument();

    await ui.click(within(await ask('acme.png')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'acme.png' })).not.toBeInTheDocument());
    expect(hits('DELETE', '/api/v1/logos/acme.png')).toBe(1);

    failNext('delete', '/api/v1/logos/:file', 500);
    await ui.click(within(await ask('beta-builders.svg')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Error deleting logo. Please try again.'));
    alert.mockRestore();
  });

  it('Refresh reloads the list', async () => {
    const { ui } = renderApp(PATH, { user: ADMIN });
    await screen.findByRole('article', { name: 'acme.png' });
    db.logos = [...db.logos, '/uploads/logos2/delta.png'];
    await ui.click(screen.getByRole('button', { name: /Refresh/ }));
    expect(await screen.findByRole('article', { name: 'delta.png' })).toBeInTheDocument();
  });
});

describe("the logo wall's order", () => {
  const rows = () =>
    within(screen.getByRole('list', { name: 'Logos in wall order' }))
      .getAllByRole('listitem')
      .map((li) => li.getAttribute('aria-label'));
  const tiles = () => screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'));

  beforeEach(() => {
    db.logos = ['/uploads/logos2/acme.png', '/uploads/logos2/beta-builders.svg', '/uploads/logos2/civic.png'];
  });

  it('reorders with Up and Down (buttons and keyboard); Save order sends every file name and the grid follows', async () => {
    const { ui } = renderApp(PATH, { user: ADMIN });
    await screen.findByRole('list', { name: 'Logos in wall order' });
    expect(rows()).toEqual(['acme.png', 'beta-builders.svg', 'civic.png']);
    expect(screen.getByRole('button', { name: 'Drag acme.png' })).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save order' });
    expect(save).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move acme.png up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move civic.png down' })).toBeDisabled();

    await ui.click(screen.getByRole('button', { name: 'Move civic.png up' }));
    expect(rows()).toEqual(['acme.png', 'civic.png', 'beta-builders.svg']);
    screen.getByRole('button', { name: 'Move civic.png up' }).focus();
    await ui.keyboard('{Enter}');
    expect(rows()).toEqual(['civic.png', 'acme.png', 'beta-builders.svg']);
    // Not saved yet: the grid keeps the stored order.
    expect(tiles()).toEqual(['acme.png', 'beta-builders.svg', 'civic.png']);

    await ui.click(screen.getByRole('button', { name: 'Save order' }));
    expect(await screen.findByText(LOGO_ORDER_MESSAGES.orderSaved)).toBeInTheDocument();
    expect(lastCall('PUT', '/api/v1/logos/order')?.body).toEqual({
      fileNames: ['civic.png', 'acme.png', 'beta-builders.svg'],
    });
    await waitFor(() => expect(tiles()).toEqual(['civic.png', 'acme.png', 'beta-builders.svg']));
    expect(rows()).toEqual(['civic.png', 'acme.png', 'beta-builders.svg']);
    expect(screen.getByRole('button', { name: 'Save order' })).toBeDisabled();
  });

  it('Undo changes puts back the stored order', async () => {
    const { ui } = renderApp(PATH, { user: ADMIN });
    await ui.click(await screen.findByRole('button', { name: 'Move beta-builders.svg down' }));
    expect(rows()).toEqual(['acme.png', 'civic.png', 'beta-builders.svg']);
    await ui.click(screen.getByRole('button', { name: 'Undo changes' }));
    expect(rows()).toEqual(['acme.png', 'beta-builders.svg', 'civic.png']);
    expect(screen.getByRole('button', { name: 'Save order' })).toBeDisabled();
    expect(hits('PUT', '/api/v1/logos/order')).toBe(0);
  });

  it("shows the server's message when the order is refused, and keeps the order on screen", async () => {
    const { ui } = renderApp(PATH, { user: ADMIN });
    await ui.click(await screen.findByRole('button', { name: 'Move acme.png down' }));
    // Meanwhile another staff member deleted a logo: the list no longer matches.
    db.logos = db.logos.slice(0, 2);
    await ui.click(screen.getByRole('button', { name: 'Save order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGO_ORDER_MESSAGES.orderUnknown('civic.png'));
    expect(rows()).toEqual(['beta-builders.svg', 'acme.png', 'civic.png']);
  });

  it('is not offered for a single logo', async () => {
    db.logos = ['/uploads/logos2/acme.png'];
    renderApp(PATH, { user: ADMIN });
    await screen.findByRole('article', { name: 'acme.png' });
    expect(screen.queryByRole('list', { name: 'Logos in wall order' })).not.toBeInTheDocument();
  });
});

describe('logo names', () => {
  it('shows the name staff gave, not the storage suffix', async () => {
    const { logoDisplayName } = await import('./api');
    expect(logoDisplayName('/uploads/big_bank_ltd_0a1b2c3d4e.png')).toBe('big-bank-ltd.png');
    expect(logoDisplayName('/uploads/logos2/acme.png')).toBe('acme.png');
  });
});
