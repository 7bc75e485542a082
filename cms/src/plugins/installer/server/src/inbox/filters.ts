import { ENQUIRY_OWNER_ME, ENQUIRY_OWNER_NONE } from '@portfolio/contract';

/**
 * The owner filter both staff inboxes (enquiries, job applications) share: a user's documentId,
 * `me` (the viewer, when known) or `none`; null when the list is not filtered by owner.
 */
export const ownerWhere = (owner: string | undefined, viewerId?: number) => {
  if (owner === ENQUIRY_OWNER_ME && viewerId !== undefined) return { owner: { id: viewerId } };
  if (owner === ENQUIRY_OWNER_NONE) return { owner: { id: { $null: true } } };
  return owner ? { owner: { documentId: owner } } : null;
};
