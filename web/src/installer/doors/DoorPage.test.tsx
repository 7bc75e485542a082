import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  DOOR_CHECKLIST,
  DOOR_FIELDS,
  DOOR_MESSAGES as M,
  apiPath,
  type DoorDetails,
  type DoorListAnswer,
} from '@portfolio/contract';
import { ADMIN, userWith } from '../../test/fixtures';
import { fill, findNav, imageFile, renderApp } from '../../test/renderApp';
import { server, useMockApi } from '../../test/server';
import { warmImports } from '../../test/warm';

useMockApi();
warmImports(
  () => import('./DoorPage'),
  () => import('./DoorsPage'),
  () => import('../dashboard/DashboardLayout'),
);

const LABEL = 'BC-FD-2026-000001';
const door = (extra: Partial<DoorDetails> = {}): DoorDetails => ({
  labelId: LABEL,
  doorType: { _id: 't1', name: 'Timber fire door', material: 'timber' },
  minutes: 60,
  standard: 'IS 3614 (Part 2)',
  testReport: { _id: 'd1', title: 'IS 3614 test report' },
  batch: 'PR-2026-031',
  manufacturedOn: '2026-03-02',
  state: 'installed',
  withdrawnReason: null,
  site: { _id: 's1', name: 'Block A', client: 'Aster Hospitals' },
  location: 'Block A, Level 2, Stair 1',
  installedOn: '2026-03-05',
  installer: 'Door crew 2',
  installPhotos: [],
  lastInspectedOn: null,
  lastResult: null,
  nextDueOn: '2026-09-05',
  openDefects: 0,
  verdict: 'valid',
  inspections: [],
  defects: [],
  ...extra,
});

let current: DoorDetails;
let sent: { inspection: Record<string, unknown>; files: string[] }[];

beforeEach(() => {
  current = door();
  sent = [];
  server.use(
    http.get(`*${apiPath('doors.findOne', { labelId: LABEL })}`, () => HttpResponse.json(current)),
    http.post(`*${apiPath('doors.inspect', { labelId: LABEL })}`, async ({ request }) => {
      const form = await request.formData();
      const inspection = JSON.parse(String(form.get('inspection')));
      sent.push({ inspection, files: [...form.keys()].filter((k) => k !== 'inspection') });
      current = door({
        lastInspectedOn: inspection.inspectedOn,
        lastResult: 'fail',
        openDefects: 1,
        verdict: 'remedial',
        defects: [
          {
            id: 7,
            item: 'closer',
            severity: 'high',
            remedial: 'Adjust the closer',
            dueOn: '2026-03-20',
            open: true,
            raisedOn: inspection.inspectedOn,
            closedOn: null,
            signOffPhoto: null,
          },
        ],
      });
      return HttpResponse.json({ message: M.inspectedWithDefects(1), door: current }, { status: 201 });
    }),
  );
});

describe('a door’s page', () => {
  it('records a failing inspection with a photo, and shows the defect it raised', async () => {
    const { ui } = renderApp(`/installer/dashboard/doors/${LABEL}`, {
      user: userWith({ powers: { 'edit-site-details': true } }),
      width: 390,
    });
    expect(await screen.findByRole('heading', { name: LABEL })).toBeInTheDocument();
    expect(screen.getByText('Valid')).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Record inspection' }));
    const dialog = await screen.findByRole('dialog');
    for (const { label } of DOOR_CHECKLIST) {
      const group = within(dialog).getByRole('group', { name: label });
      await ui.click(
        within(group).getByRole('radio', { name: label === 'Self-closer closes fully' ? 'Fail' : 'Pass' }),
      );
    }
    fill(within(dialog).getByLabelText('Self-closer closes fully note'), 'Stops short');
    await ui.upload(within(dialog).getByLabelText('Self-closer closes fully photo'), imageFile('closer.png'));
    fill(within(dialog).getByLabelText('Self-closer closes fully remedial action'), 'Adjust the closer');
    fill(within(dialog).getByLabelText('Self-closer closes fully due date'), '2026-03-20');
    await ui.click(within(dialog).getByLabelText('Self-closer closes fully severity'));
    await ui.click((await screen.findAllByTitle('high')).at(-1)!);
    await ui.click(within(dialog).getByRole('button', { name: 'Save inspection' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    const [{ inspection, files }] = sent;
    expect(files).toEqual(['photo_closer']);
    expect(inspection.items).toContainEqual({ key: 'closer', result: 'fail', note: 'Stops short' });
    expect(inspection.defects).toEqual({
      closer: { severity: 'high', remedial: 'Adjust the closer', dueOn: '2026-03-20' },
    });
    expect(await screen.findByText(M.inspectedWithDefects(1))).toBeInTheDocument();
    expect(await screen.findByText('Failed inspection — remedial pending')).toBeInTheDocument();
    expect(screen.getByText('Open defects (1)')).toBeInTheDocument();
  });

  it('records an install from its dialog; a refusal says why and keeps what was typed', async () => {
    current = door({
      state: 'in-stock',
      site: null,
      location: null,
      installedOn: null,
      installer: null,
    });
    const installs: Record<string, FormDataEntryValue>[] = [];
    server.use(
      http.get(`*${apiPath('doors.sites')}`, () =>
        HttpResponse.json({ sites: [{ _id: 's1', name: 'Block A', client: 'Aster Hospitals' }] }),
      ),
      http.post(`*${apiPath('doors.install', { labelId: LABEL })}`, async ({ request }) => {
        const form = await request.formData();
        installs.push(Object.fromEntries(form));
        if (installs.length === 1) return HttpResponse.json({ message: M.notInStock }, { status: 409 });
        current = door({ location: String(form.get('location')), installer: String(form.get('installer')) });
        return HttpResponse.json({ message: M.installed, door: current });
      }),
    );
    const { ui } = renderApp(`/installer/dashboard/doors/${LABEL}`, {
      user: userWith({ powers: { 'edit-site-details': true } }),
    });
    await ui.click(await screen.findByRole('button', { name: 'Record install' }));
    const dialog = await screen.findByRole('dialog', { name: `Record install · ${LABEL}` });
    await ui.click(within(dialog).getByLabelText('Project'));
    await ui.click(await screen.findByTitle('Aster Hospitals, Block A'));
    fill(within(dialog).getByLabelText('Location in the building'), 'Block A, Level 3, Stair 2');
    fill(within(dialog).getByLabelText('Installer'), 'Door crew 4');
    await ui.upload(within(dialog).getByLabelText('Photos'), imageFile('frame.png'));
    await ui.click(within(dialog).getByRole('button', { name: 'Save install' }));

    expect(await screen.findByText(M.notInStock)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Installer')).toHaveValue('Door crew 4');
    await ui.click(within(dialog).getByRole('button', { name: 'Save install' }));
    expect(await screen.findByText(M.installed)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(installs[1]).toMatchObject({ site: 's1', location: 'Block A, Level 3, Stair 2', installer: 'Door crew 4' });
    expect(installs[1][DOOR_FIELDS.installPhotos]).toMatchObject({ type: 'image/png' });
    expect(await screen.findByText('Block A, Level 3, Stair 2')).toBeInTheDocument();
    expect(screen.getByText(/by Door crew 4$/)).toBeInTheDocument();
  });

  it('offers Record inspection only to those who may record one', async () => {
    renderApp(`/installer/dashboard/doors/${LABEL}`, { user: userWith({ powers: { 'add-client': true } }) });
    expect(await screen.findByRole('heading', { name: LABEL })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record inspection' })).not.toBeInTheDocument();
  });
});

describe('the register', () => {
  it('lists doors from the server and links each to its page', async () => {
    const list: DoorListAnswer = { doors: [door()], total: 1, page: 1, pageSize: 25 };
    server.use(http.get(`*${apiPath('doors.list')}`, () => HttpResponse.json(list)));
    renderApp('/installer/dashboard/doors', { user: ADMIN });
    await findNav();
    expect(await screen.findByRole('link', { name: LABEL })).toHaveAttribute(
      'href',
      `/installer/dashboard/doors/${LABEL}`,
    );
    expect(screen.getByText('Aster Hospitals, Block A')).toBeInTheDocument();
    expect(screen.getByText('1 door')).toBeInTheDocument();
  });
});
