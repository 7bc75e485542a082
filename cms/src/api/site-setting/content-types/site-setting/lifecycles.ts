import { errors } from '@strapi/utils';
import { SETTINGS_MESSAGES, whatsappDigits } from '@portfolio/contract';

/**
 * Site settings saved in the admin panel: a WhatsApp number that wa.me cannot dial (no country
 * code, letters) is refused with what to type instead; nothing is saved.
 */
const check = (data: Record<string, unknown> | undefined) => {
  const value = data?.whatsapp;
  if (typeof value !== 'string' || !value.trim()) return;
  if (!whatsappDigits(value)) throw new errors.ValidationError(SETTINGS_MESSAGES.whatsappInvalid);
  data!.whatsapp = value.trim();
};

interface LifecycleEvent {
  params: { data?: Record<string, unknown> };
}

export default {
  beforeCreate: (event: LifecycleEvent) => check(event.params.data),
  beforeUpdate: (event: LifecycleEvent) => check(event.params.data),
};
