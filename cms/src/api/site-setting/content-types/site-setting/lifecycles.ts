import { errors } from '@strapi/utils';
import { SETTINGS_MESSAGES, isTimeZone, whatsappDigits } from '@portfolio/contract';

/**
 * Site settings saved in the admin panel: a time zone that is not a real IANA name, or a WhatsApp number that wa.me cannot dial (no country
 * code, letters) is refused with what to type instead; nothing is saved.
 */
const check = (data: Record<string, unknown> | undefined) => {
  checkTimeZone(data);
  const value = data?.whatsapp;
  if (typeof value !== 'string' || !value.trim()) return;
  if (!whatsappDigits(value)) throw new errors.ValidationError(SETTINGS_MESSAGES.whatsappInvalid);
  data!.whatsapp = value.trim();
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
