import { redirect, useActionData, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import {
  DOOR_MATERIAL_LABELS,
  DASHBOARD_PATH,
  formatLongDate,
  normalDoorLabelId,
  publicUrl,
  type DoorMaterial,
  type DoorVerdict,
  type DoorVerifyAnswer,
} from '@portfolio/contract';
import { notFound, readsOf, useSite, viewerOf } from '../data/reads';
import type { MetaArgs, PublicHandle } from '../head/head';
import { enquiryDeskOf } from '../contact/desk';
import { VerifyLabelBox } from './VerifyLabelBox';
import { LabelReportForm, labelReportAction, type RefusedReport } from './LabelReport';
import './verify.css';

interface Data {
  door: DoorVerifyAnswer | null;
  /** The id as it came in the URL (the not-ours page repeats it). */
  typed: string;
  /** The not-ours page's report form token. */
  token?: string;
  /** A signed-in user who may record inspections: the page links to the door in the register. */
  staff?: boolean;
  notFound?: true;
}

/**
 * /verify/{labelId}: what a fire-door label's QR code opens. A typed id in another spelling goes to its canonical URL.
 */
export const loader = async ({ params, context }: LoaderFunctionArgs) => {
  const typed = String(params.labelId ?? '').slice(0, 40);
  const labelId = normalDoorLabelId(typed);
  if (labelId && labelId !== typed) return redirect(publicUrl.verify(labelId), 301);
  const door = labelId ? await readsOf(context).doorLabel(labelId) : null;
  if (!door) return notFound<Data>({ door: null, typed, token: await enquiryDeskOf(context).formToken() });
  // The page is never cached (publicUrl.verify is private to each request), so the link is per visitor.
  const staff = await viewerOf(context).mayInspectDoors();
  return { door, typed, staff } satisfies Data;
};

/** The not-ours page's counterfeit report (a plain post to the page itself). */
export const action = labelReportAction;

export const handle = {
  meta: ({ data }: MetaArgs<Data>) =>
    data.door
      ? {
          title: `Fire-door label ${data.door.labelId}: ${data.door.verdictLabel}`,
          description: `${data.door.minutes}-minute fire door, label ${data.door.labelId}, made by ${data.door.company}.`,
          noindex: true,
        }
      : { title: 'Label not recognised', noindex: true },
} satisfies PublicHandle;

const VERDICT_TEXT: Record<DoorVerdict, string> = {
  valid: 'This door set is in our register and its inspections are up to date.',
  overdue: 'This door set is in our register, but its periodic inspection is overdue.',
  remedial: 'The last inspection found a defect; the remedial work has not been signed off yet.',
  withdrawn: 'We have withdrawn this door set from service. Do not rely on it as a fire door.',
};

const Row = ({ term, children }: { term: string; children: React.ReactNode }) => (
  <div className="pub-verify__row">
    <dt>{term}</dt>
    <dd>{children}</dd>
  </div>
);

export const Component = () => {
  const data = useLoaderData() as Data;
  const zone = useSite()?.timeZone;
  if (!data.door) return <LabelNotOurs />;
  const door = data.door;
  const date = (value: string) => formatLongDate(value, zone);
  const place = door.place ? [door.place.city, door.place.state].filter(Boolean).join(', ') : '';
  return (
    <section className="pub-section pub-verify">
      <div className="pub-container pub-verify__inner">
        <p className="pub-verify__eyebrow">Fire-door label</p>
        <h1 className="pub-verify__id">{door.labelId}</h1>
        <div className={`pub-verify__status pub-verify__status--${door.verdict}`} role="status">
          <p className="pub-verify__verdict">{door.verdictLabel}</p>
          <p className="pub-verify__verdict-text">{VERDICT_TEXT[door.verdict]}</p>
          {door.withdrawnReason ? <p className="pub-verify__reason">Reason: {door.withdrawnReason}</p> : null}
        </div>
        <dl className="pub-verify__facts">
          <Row term="Made by">{door.company}</Row>
          {door.doorType ? (
            <Row term="Door type">
              {door.doorType.name}
              {DOOR_MATERIAL_LABELS[door.doorType.material as DoorMaterial]
                ? ` (${DOOR_MATERIAL_LABELS[door.doorType.material as DoorMaterial].toLowerCase()})`
                : ''}
            </Row>
          ) : null}
          <Row term="Fire rating">{door.minutes} minutes</Row>
          <Row term="Standard">{door.standard}</Row>
          <Row term="Test report">
            {door.testReport ? (
              <a href={door.testReport.href} download>
                {door.testReport.title} (PDF)
              </a>
            ) : (
              'Available on request'
            )}
          </Row>
          <Row term="Manufactured">{date(door.manufacturedOn)}</Row>
          <Row term="Batch">{door.batch}</Row>
          <Row term="Installed">{door.installed ? place || 'Yes' : 'Not yet installed'}</Row>
          {door.client ? <Row term="Client">{door.client}</Row> : null}
          {door.installed ? (
            <>
              <Row term="Last inspection">
                {door.lastInspection
                  ? `${date(door.lastInspection.on)}: ${door.lastInspection.result === 'pass' ? 'passed' : 'failed'}`
                  : 'Not inspected yet'}
              </Row>
              {door.nextDueOn ? <Row term="Next inspection due">{date(door.nextDueOn)}</Row> : null}
            </>
          ) : null}
        </dl>
        {data.staff && door.verdict !== 'withdrawn' ? (
          <p className="pub-verify__staff">
            <a className="pub-button" href={`${DASHBOARD_PATH}/doors/${door.labelId}`}>
              {door.installed ? 'Record inspection' : 'Record install'}
            </a>
            <span>Signed in as staff: opens this door in the register.</span>
          </p>
        ) : null}
        <VerifyLabelBox />
      </div>
    </section>
  );
};

/** The 404 page of an id that is not ours (or not an id at all): what that means and how to report it. */
export const LabelNotOurs = () => {
  const { typed, token = '' } = useLoaderData() as { typed: string; token?: string };
  const refused = useActionData() as RefusedReport | undefined;
  const { pathname } = useLocation();
  const company = useSite()?.companyName || 'we';
  return (
    <section className="pub-section pub-verify">
      <div className="pub-container pub-verify__inner">
        <p className="pub-verify__eyebrow">Fire-door label</p>
        <h1 className="pub-verify__id">This label is not ours</h1>
        <div className="pub-verify__status pub-verify__status--unknown" role="status">
          <p className="pub-verify__verdict">Not in our register</p>
          <p className="pub-verify__verdict-text">
            {typed ? <strong>{typed}</strong> : 'This id'} is not a label {company} issued. Check the id printed under
            the QR code and try again.
          </p>
        </div>
        <h2 className="pub-verify__subhead">Found this label on a door?</h2>
        <p>
          A label we did not issue may be counterfeit: do not rely on the door&rsquo;s fire rating. Tell us where you
          found it and we will look into it.
        </p>
        <h3 className="pub-verify__formhead">Report a suspected counterfeit</h3>
        <LabelReportForm typed={typed} token={token} page={pathname} refused={refused} />
        <VerifyLabelBox defaultValue={typed} />
      </div>
    </section>
  );
};
