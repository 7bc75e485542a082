import { validateEnquiry, type EnquiryField, type EnquiryInput, type EnquiryValues } from './enquiries';
import type { FieldErrors } from './validate';

/**
 * Enquiries come in kinds: a visitor's project (the contact form) and a report of a suspected
 * counterfeit fire-door label (the short form on the verify page's not-ours page). Both land in the
 * sales desk, with the same rules against bots and the same limits; the kind is filterable there.
 */
export const ENQUIRY_KINDS = ['project', 'counterfeit-label'] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];
export const isEnquiryKind = (v: unknown): v is EnquiryKind => (ENQUIRY_KINDS as readonly unknown[]).includes(v);
export const ENQUIRY_KIND_LABELS: Record<EnquiryKind, string> = {
  project: 'Project enquiry',
  'counterfeit-label': 'Suspected counterfeit label',
};

/** What the report form asks: the label's id as typed, where it was found, and who is telling us. */
export const LABEL_REPORT_LABELS = {
  labelId: 'Label id (as printed)',
  message: 'Where did you find it?',
  name: 'Your name',
  email: 'Email',
  phone: 'Phone (optional)',
} as const;
export type LabelReportField = keyof typeof LABEL_REPORT_LABELS;

export const LABEL_REPORT_LIMITS = { labelIdMax: 40 } as const;

export const LABEL_REPORT_MESSAGES = {
  labelIdRequired: 'Please type the id printed on the label.',
  labelIdTooLong: `The label id must be at most ${LABEL_REPORT_LIMITS.labelIdMax} characters.`,
  whereRequired: 'Please tell us where you found the label: the building, the floor, the door.',
  whereTooShort: 'Please tell us a little more about where you found it (at least 10 characters).',
  sent: 'Thank you. We have received your report and will look into this label.',
  /** What happens next, on the confirmation page. */
  nextSteps: [
    'Our fire-door team checks the id against every label we have made.',
    'We reply within one working day, by email or phone, and may ask for a photo of the label.',
    'Until then, do not rely on the door’s fire rating.',
  ],
} as const;

/** The `about` line a report is stored with (the sales desk's subject line). */
export const labelReportAbout = (labelId: string) => `Suspected counterfeit fire-door label ${labelId}`;

/** The label id as typed: trimmed, inner spaces kept, at most the cap; '' when not text. */
const typedId = (v: unknown) =>
  typeof v === 'string' || typeof v === 'number' ? String(v).trim().replace(/\s+/g, ' ') : '';

/**
 * The report's rules, the same in the browser and on the server: the label id (any text; it is the
 * id a counterfeit carries), where it was found (the message), name and email; phone optional.
 * Stored as an enquiry about fire doors, project type Other.
 */
export const validateLabelReport = (input: EnquiryInput & { labelId?: unknown }) => {
  const labelId = typedId(input.labelId);
  const { values, errors: enquiryErrors } = validateEnquiry({
    name: input.name,
    email: input.email,
    phone: input.phone,
    message: input.message,
    service: 'fire-doors',
    projectType: 'other',
    about: labelReportAbout(labelId.slice(0, LABEL_REPORT_LIMITS.labelIdMax)),
    page: input.page,
  });
  const errors: FieldErrors<EnquiryField> = {};
  if (!labelId) errors.labelId = LABEL_REPORT_MESSAGES.labelIdRequired;
  else if (labelId.length > LABEL_REPORT_LIMITS.labelIdMax) errors.labelId = LABEL_REPORT_MESSAGES.labelIdTooLong;
  if (enquiryErrors.name) errors.name = enquiryErrors.name;
  if (enquiryErrors.email) errors.email = enquiryErrors.email;
  if (enquiryErrors.phone) errors.phone = enquiryErrors.phone;
  const where = typeof input.message === 'string' ? input.message.trim() : '';
  if (!where) errors.message = LABEL_REPORT_MESSAGES.whereRequired;
  else if (enquiryErrors.message)
    errors.message = where.length < 10 ? LABEL_REPORT_MESSAGES.whereTooShort : enquiryErrors.message;
  const report: EnquiryValues & { labelId: string } = { ...values, labelId };
  return { values: report, errors };
};
