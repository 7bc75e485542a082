import type { DefectSeverity, DoorCheckKey, DoorCheckResult, DoorState } from '@portfolio/contract';
import type { FileRow } from '../services/files';

export const DOOR_SET_UID = 'plugin::installer.door-set';
export const DOOR_INSPECTION_UID = 'plugin::installer.door-inspection';
export const DOOR_DEFECT_UID = 'plugin::installer.door-defect';

/** A stored door set (installer_door_sets). */
export interface DoorSetRow {
  id: number;
  labelId: string;
  doorTypeId: string;
  minutes: number;
  standard: string;
  testReportId?: string | null;
  batch: string;
  manufacturedOn: string;
  state: DoorState;
  withdrawnReason?: string | null;
  siteId?: string | null;
  location?: string | null;
  installedOn?: string | null;
  installer?: string | null;
  installPhotos?: FileRow[] | null;
  lastInspectedOn?: string | null;
  lastResult?: 'pass' | 'fail' | null;
  /** The date the next inspection counts from: the last inspection, else the install. */
  dueFrom?: string | null;
  openDefects: number;
}

/** One answer of an inspection's checklist as stored (photo: an upload's id). */
export interface StoredCheckItem {
  key: DoorCheckKey;
  result: DoorCheckResult;
  note: string;
  photo: number | null;
}

export interface DoorInspectionRow {
  id: number;
  doorSet: number;
  inspectedOn: string;
  result: 'pass' | 'fail';
  items: StoredCheckItem[];
  inspectorId?: number | null;
  inspectorName?: string | null;
  photos?: FileRow[] | null;
}

export interface DoorDefectRow {
  id: number;
  doorSet: number;
  inspection: number;
  item: DoorCheckKey;
  severity: DefectSeverity;
  remedial: string;
  dueOn: string;
  raisedOn: string;
  open: boolean;
  closedBy?: number | null;
  closedOn?: string | null;
  signOffPhoto?: FileRow | null;
}

/** A date column as YYYY-MM-DD (PostgreSQL's driver may answer a Date or a timestamp string). */
export const day = (value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).slice(0, 10);
};
