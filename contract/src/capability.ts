import { INDUSTRIES, type Industry } from './industries';
import { SERVICES, type Service } from './projects';

/** Capability statements: one PDF per service, per sector, and one for the whole company. */
export const CAPABILITY_KEYS = [...SERVICES, ...INDUSTRIES, 'company'] as const;
export type CapabilityKey = Service | Industry | 'company';
export const isCapabilityKey = (value: string): value is CapabilityKey =>
  (CAPABILITY_KEYS as readonly string[]).includes(value);

/** The public URL of a capability statement. */
export const capabilityPath = (key: CapabilityKey) => `/capability/${key}.pdf`;
export const CAPABILITY_LINK_TEXT = 'Download the capability statement (PDF)';
