/**
 * The fire-door register: every door set the firm makes carries a label (`BC-FD-2026-000123`) and a
 * record of its type, rating, standard and test report, batch, install and inspections. Shared by the
 * cms (rules, answers) and the dashboard (forms, lists).
 */

/** A label id: the firm's prefix, the year of the batch, a number from a sequence (never reused). */
export const DOOR_LABEL_PATTERN = /^BC-FD-(\d{4})-(\d{6})$/;
export const doorLabelId = (year: number, n: number) => `BC-FD-${year}-${String(n).padStart(6, '0')}`;
export const isDoorLabelId = (value: unknown): value is string =>
  typeof value === 'string' && DOOR_LABEL_PATTERN.test(value);
/** What a person typed (spaces, lower case) as a label id, or null when it cannot be one. */
export const normalDoorLabelId = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const id = value.trim().toUpperCase().replace(/\s+/g, '');
  return isDoorLabelId(id) ? id : null;
};

/** Labels one batch may create at once. */
export const DOOR_BATCH_MAX = 200;
/** Months from an inspection (or the install) to the next one, unless Site settings say otherwise. */
export const DOOR_INSPECTION_MONTHS_DEFAULT = 6;

export const DOOR_STATES = ['in-stock', 'installed', 'withdrawn'] as const;
export type DoorState = (typeof DOOR_STATES)[number];
export const DOOR_STATE_LABELS: Record<DoorState, string> = {
  'in-stock': 'In stock',
  installed: 'Installed',
  withdrawn: 'Withdrawn',
};

/** What the verify page and the register say of a door. */
export const DOOR_VERDICTS = ['valid', 'overdue', 'remedial', 'withdrawn'] as const;
export type DoorVerdict = (typeof DOOR_VERDICTS)[number];
export const DOOR_VERDICT_LABELS: Record<DoorVerdict, string> = {
  valid: 'Valid',
  overdue: 'Inspection overdue',
  remedial: 'Failed inspection — remedial pending',
  withdrawn: 'Withdrawn — do not rely on this door',
};

/** The checklist a fire-door inspector works through, in order. */
export const DOOR_CHECKLIST = [
  { key: 'leafFrame', label: 'Leaf and frame condition' },
  { key: 'gaps', label: 'Gaps 3–4 mm' },
  { key: 'hinges', label: 'Hinges and fixings' },
  { key: 'closer', label: 'Self-closer closes fully' },
  { key: 'seals', label: 'Intumescent and smoke seals' },
  { key: 'glazing', label: 'Glazing and beads' },
  { key: 'signage', label: 'Signage' },
  { key: 'holdOpen', label: 'Hold-open devices' },
  { key: 'hardware', label: 'Hardware' },
] as const;
export type DoorCheckKey = (typeof DOOR_CHECKLIST)[number]['key'];
export const DOOR_CHECK_RESULTS = ['pass', 'fail', 'na'] as const;
export type DoorCheckResult = (typeof DOOR_CHECK_RESULTS)[number];
export const DOOR_CHECK_RESULT_LABELS: Record<DoorCheckResult, string> = {
  pass: 'Pass',
  fail: 'Fail',
  na: 'Not applicable',
};
export const DEFECT_SEVERITIES = ['low', 'medium', 'high'] as const;
export type DefectSeverity = (typeof DEFECT_SEVERITIES)[number];

/** The multipart fields of an install and an inspection (photos are files under these names). */
export const DOOR_FIELDS = {
  installPhotos: 'photos',
  /** An inspection item's photo: `photo_<item key>`. */
  itemPhoto: (key: string) => `photo_${key}`,
  /** A defect's sign-off photo: `signOff_<defect id>`. */
  signOffPhoto: (defectId: number | string) => `signOff_${defectId}`,
  /** The inspection as JSON (items, defects, signOffs) in this field of the multipart body. */
  inspection: 'inspection',
} as const;

export interface DoorCheckItem {
  key: DoorCheckKey;
  result: DoorCheckResult;
  note: string;
  /** The photo's URL (staff only), if one was taken. */
  photo: string | null;
}

export interface DoorDefect {
  id: number;
  item: DoorCheckKey;
  severity: DefectSeverity;
  remedial: string;
  dueOn: string;
  open: boolean;
  raisedOn: string;
  closedOn: string | null;
  signOffPhoto: string | null;
}

export interface DoorInspection {
  id: number;
  inspectedOn: string;
  result: 'pass' | 'fail';
  inspector: string | null;
  items: DoorCheckItem[];
}

/** A door set as staff see it. */
export interface DoorSet {
  labelId: string;
  doorType: { _id: string; name: string; material: string } | null;
  minutes: number;
  standard: string;
  testReport: { _id: string; title: string } | null;
  batch: string;
  manufacturedOn: string;
  state: DoorState;
  withdrawnReason: string | null;
  site: { _id: string; name: string; client: string | null } | null;
  location: string | null;
  installedOn: string | null;
  installer: string | null;
  installPhotos: string[];
  lastInspectedOn: string | null;
  lastResult: 'pass' | 'fail' | null;
  nextDueOn: string | null;
  openDefects: number;
  verdict: DoorVerdict;
}

export interface DoorDetails extends DoorSet {
  inspections: DoorInspection[];
  defects: DoorDefect[];
}

export interface DoorListAnswer {
  doors: DoorSet[];
  total: number;
  page: number;
  pageSize: number;
}

export const DOOR_LIST_PAGE_SIZE = 25;
/** The register list's due filter: overdue, or due within 30 days. */
export const DOOR_DUE_FILTERS = ['overdue', 'soon'] as const;
export type DoorDueFilter = (typeof DOOR_DUE_FILTERS)[number];

export const DOOR_MESSAGES = {
  bodyNotObject: 'Send the door details as a JSON object.',
  notFound: 'No door has this label id.',
  doorTypeRequired: 'Choose the door type.',
  doorTypeNotFound: 'That door type does not exist.',
  minutesInvalid: 'Choose one of the door type’s fire ratings.',
  standardRequired: 'Enter the standard the doors were made to.',
  testReportNotFound: 'Choose a test report or certificate from the certificate register.',
  batchRequired: 'Enter the production batch.',
  manufacturedOnInvalid: 'Enter the manufacture date as YYYY-MM-DD.',
  countInvalid: `Make between 1 and ${DOOR_BATCH_MAX} labels at a time.`,
  batchCreated: (n: number) => `${n} ${n === 1 ? 'label' : 'labels'} created.`,
  siteRequired: 'Choose the project the door went into.',
  siteNotFound: 'That project does not exist.',
  locationRequired: 'Enter where in the building the door is (e.g. Block A, Level 2, Stair 1).',
  installedOnInvalid: 'Enter the install date as YYYY-MM-DD, not in the future.',
  installerRequired: 'Enter who installed the door.',
  notInStock: 'Only a door in stock can be installed.',
  withdrawnDoor: 'This door is withdrawn: it cannot be changed.',
  installed: 'Install recorded.',
  notInstalled: 'Only an installed door can be inspected.',
  inspectionInvalid: 'Send the inspection as JSON in the "inspection" field.',
  inspectedOnInvalid: 'Enter the inspection date as YYYY-MM-DD, not in the future, nor before the install.',
  itemMissing: (label: string) => `Answer "${label}": pass, fail or not applicable.`,
  defectMissing: (label: string) => `"${label}" failed: give the defect's severity, remedial action and due date.`,
  defectSeverityInvalid: 'Choose the defect’s severity: low, medium or high.',
  defectRemedialRequired: 'Describe the remedial action.',
  defectDueInvalid: 'Enter the remedial due date as YYYY-MM-DD, not before the inspection.',
  signOffUnknown: 'That defect is not open on this door.',
  signOffPhotoRequired: 'A defect is signed off only with a photo of the remedial work.',
  inspected: 'Inspection recorded.',
  inspectedWithDefects: (n: number) => `Inspection recorded: ${n} ${n === 1 ? 'defect' : 'defects'} raised.`,
  reasonRequired: 'Say why the door is withdrawn.',
  alreadyWithdrawn: 'This door is already withdrawn.',
  withdrawn: 'Door withdrawn.',
  batchUnknown: 'No labels belong to this batch.',
  scheduleFormatInvalid: 'Choose the schedule as pdf or csv.',
} as const;

/** `date` (YYYY-MM-DD) plus `months`, the last day of the month when it is shorter. */
export const addMonths = (date: string, months: number): string => {
  const [y, m, d] = date.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
};

export const isIsoDate = (value: unknown): value is string =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** A door's verdict from its record on `today`. */
export const doorVerdict = (
  door: { state: DoorState; openDefects: number; nextDueOn: string | null },
  today: string,
): DoorVerdict => {
  if (door.state === 'withdrawn') return 'withdrawn';
  if (door.openDefects > 0) return 'remedial';
  if (door.nextDueOn && door.nextDueOn < today) return 'overdue';
  return 'valid';
};

/**
 * Who is looking at a page rendered for one request: what the page may offer a signed-in member of
 * staff. On the server (render context) the cms checks the request's session; in the browser there is
 * no session to check (the cookie is HttpOnly), so the answer is no.
 */
export interface PageViewer {
  /** A signed-in user whose powers allow recording an inspection (route `doors.inspect`). */
  mayInspectDoors(): Promise<boolean>;
}

/** A viewer with nothing for staff: a cached page's (everyone's) and the browser's (no session to check). */
export const NO_STAFF_VIEWER: PageViewer = { mayInspectDoors: async () => false };

/** What anyone holding a label sees (GET /api/v1/public/doors/:labelId, the /verify/{labelId} page). */
export interface DoorVerifyAnswer {
  labelId: string;
  company: string;
  doorType: { name: string; material: string } | null;
  minutes: number;
  standard: string;
  /** The test report or certificate's public download (documents library), if any. */
  testReport: { title: string; href: string } | null;
  manufacturedOn: string;
  batch: string;
  installed: boolean;
  /** City and state of the project, once installed. */
  place: { city: string | null; state: string | null } | null;
  /** The client's name, only when the project allows it as a reference. */
  client: string | null;
  lastInspection: { on: string; result: 'pass' | 'fail' } | null;
  nextDueOn: string | null;
  verdict: DoorVerdict;
  verdictLabel: string;
  withdrawnReason: string | null;
}

/** A project a door can go into (GET /api/v1/doors/sites). */
export interface DoorSiteOption {
  _id: string;
  name: string;
  client: string;
}
