import type { DoorVerdict } from '@portfolio/contract';

/** The tag colour of each status (antd preset colours). */
export const VERDICT_COLORS: Record<DoorVerdict, string> = {
  valid: 'success',
  overdue: 'warning',
  remedial: 'error',
  withdrawn: 'default',
};

export const DOORS_HOME = '/installer/dashboard/doors';
export const doorScreen = (labelId: string) => `${DOORS_HOME}/${encodeURIComponent(labelId)}`;
