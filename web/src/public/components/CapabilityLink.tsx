import { CAPABILITY_LINK_TEXT, capabilityPath, type CapabilityKey } from '@portfolio/contract';

/** The link to a service's or sector's capability statement (a PDF made by the server): a plain link, no script. */
export const CapabilityLink = ({ capability }: { capability: CapabilityKey }) => (
  <p className="pub-capability-link">
    <a className="pub-link-arrow" href={capabilityPath(capability)} type="application/pdf">
      {CAPABILITY_LINK_TEXT}
    </a>
  </p>
);
