/** A `tel:` link for a phone number as the site settings spell it ("+91 80 4123 5678"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
