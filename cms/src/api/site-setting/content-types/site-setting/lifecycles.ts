import { errors } from '@strapi/utils';
import {
  SETTINGS_MESSAGES,
  cinProblem,
  panProblem,
  gstinProblem,
  isTimeZone,
  normalizeCompanyId,
  whatsappDigits,
} from '@portfolio/contract';

/**
 * Site settings saved in the admin panel: a GSTIN or CIN not in its format, a time zone that is not a real IANA name,
 * or a WhatsApp number that wa.me cannot dial (no country
 * code, letters) is refused with what to type instead; nothing is saved.
 */
const check = (data: Record<string, unknown> | undefined) => {
  checkTimeZone(data);
  checkCompanyId(data, 'gstin', gstinProblem);
  checkCompanyId(data, 'cin', cinProblem);
  checkCompanyId(data, 'pan', panProblem);
  const value = data?.whatsapp;
  if (typeof value !== 'string' || !value.trim()) return;
  if (!whatsappDigits(value)) throw new errors.ValidationError(SETTINGS_MESSAGES.whatsappInvalid);
  data!.whatsapp = value.trim();
};

/** GSTIN / CIN: blank means none; otherwise stored in capitals without spaces, or refused with the format. */
const checkCompanyId = (
  data: Record<string, unknown> | undefined,
  field: 'gstin' | 'cin' | 'pan',
  problem: (value: string) => string | null,
) => {
  const value = data?.[field];
  if (value === undefined || value === null) return;
  const id = normalizeCompanyId(String(value));
  if (!id) {
    data![field] = null;
    return;
  }
  const message = problem(id);
  if (message) throw new errors.ValidationError(message);
  data![field] = id;
};

/** The time zone: a real IANA name (trimmed); blank means the default. */
const checkTimeZone = (data: Record<string, unknown> | undefined) => {
  const value = data?.timeZone;
  if (value === undefined || value === null) return;
  const zone = String(value).trim();
  if (!zone) {
    data!.timeZone = null;
    return;
  }
  if (!isTimeZone(zone)) throw new errors.ValidationError(SETTINGS_MESSAGES.timeZoneInvalid);
  data!.timeZone = zone;
};

interface LifecycleEvent {
  params: { data?: Record<string, unknown> };
}

export default {
  beforeCreate: (event: LifecycleEvent) => check(event.params.data),
  beforeUpdate: (event: LifecycleEvent) => check(event.params.data),
};
