import { Col, Row } from 'antd';
import type { ReactNode } from 'react';
import {
  ENQUIRY_SERVICE_LABELS,
  ENQUIRY_STATUS_LABELS,
  LEAD_CHANNEL_LABELS,
  LOST_REASON_LABELS,
  formatRupees,
  projectTypeLabel,
  type InsightsReport,
  type LostReason,
  type ReportRange,
} from '@portfolio/contract';
import { BarsChart, CHANNEL_COLORS, GroupedChart, WeeksChart } from './charts';
import { Figure } from './Figure';
import { reportTables, weekLabel } from './reportTables';

/** "₹12,50,00,000 won in 2 enquiries; bars in ₹ crore.", or nothing when none was won. */
const wonNote = (r: InsightsReport) => {
  const won = r.wonByBand.reduce((n, b) => n + b.won, 0);
  const value = r.wonByBand.reduce((n, b) => n + b.value, 0);
  return won
    ? `${formatRupees(value)} won in ${won} ${won === 1 ? 'enquiry' : 'enquiries'}; bars in ₹ crore.`
    : undefined;
};

const HOUR = 3600_000;
const hours = (ms: number) => Math.round((ms / HOUR) * 10) / 10;

/** Every figure of a report, in a two-column grid (one column on a phone). */
export const Figures = ({ report: r, range }: { report: InsightsReport; range: ReportRange }) => {
  const t = reportTables(r);
  const file = (name: string) => `${name}-${range.from}-to-${range.to}.csv`;
  const byLabel = <T,>(rows: T[], label: (row: T) => string, value: (row: T) => number | null) =>
    rows.map((row) => ({ label: label(row), value: value(row) }));
  const figures: { key: string; span?: 24; node: ReactNode }[] = [
    {
      key: 'weeks',
      span: 24,
      node: (
        <Figure
          title="Enquiries per week by source"
          table={t.weeks}
          file={file('enquiries-per-week')}
          chart={<WeeksChart data={r.weeks.map((w) => ({ label: weekLabel(w.week), ...w.counts }))} />}
        />
      ),
    },
    {
      key: 'services',
      node: (
        <Figure
          title="Enquiries by service"
          table={t.services}
          file={file('enquiries-by-service')}
          chart={
            <BarsChart
              data={byLabel(
                r.byService,
                (s) => (s.service === 'none' ? 'Not said' : ENQUIRY_SERVICE_LABELS[s.service]),
                (s) => s.count,
              )}
            />
          }
        />
      ),
    },
    {
      key: 'sectors',
      node: (
        <Figure
          title="Enquiries by sector"
          table={t.sectors}
          file={file('enquiries-by-sector')}
          chart={
            <BarsChart
              color="#13c2c2"
              data={byLabel(
                r.bySector,
                (s) => projectTypeLabel(s.sector),
                (s) => s.count,
              )}
            />
          }
        />
      ),
    },
    {
      key: 'funnel',
      node: (
        <Figure
          title="Pipeline funnel"
          table={t.funnel}
          file={file('funnel')}
          note={r.funnel
            .slice(1)
            .map((f) => `${ENQUIRY_STATUS_LABELS[f.step]} ${f.conversion === null ? '—' : `${f.conversion}%`}`)
            .join(' · ')}
          chart={
            <BarsChart
              color="#52c41a"
              data={byLabel(
                r.funnel,
                (f) => ENQUIRY_STATUS_LABELS[f.step],
                (f) => f.reached,
              )}
            />
          }
        />
      ),
    },
    {
      key: 'lost',
      node: (
        <Figure
          title="Lost by reason"
          table={t.lost}
          file={file('lost-by-reason')}
          chart={
            <BarsChart
              color="#8c8c8c"
              data={byLabel(
                r.lostByReason,
                (l) => LOST_REASON_LABELS[l.reason as LostReason] ?? l.reason,
                (l) => l.count,
              )}
            />
          }
        />
      ),
    },
    {
      key: 'winRate',
      node: (
        <Figure
          title="Win rate by source"
          table={t.winRate}
          file={file('win-rate-by-source')}
          note="Won enquiries out of all received from each source, in percent."
          chart={
            <BarsChart
              color={CHANNEL_COLORS.campaign}
              unit="%"
              data={byLabel(
                r.winRate,
                (w) => LEAD_CHANNEL_LABELS[w.channel],
                (w) => w.rate ?? 0,
              )}
            />
          }
        />
      ),
    },
    {
      key: 'wonByBand',
      node: (
        <Figure
          title="Won value by contract value band"
          table={t.wonByBand}
          file={file('won-value-by-band')}
          note={wonNote(r)}
          chart={
            <BarsChart
              color="#faad14"
              data={byLabel(
                r.wonByBand,
                (b) => b.band ?? 'Value not recorded',
                (b) => Math.round(b.value / 1e5) / 100,
              )}
            />
          }
        />
      ),
    },
    {
      key: 'firstReply',
      node: (
        <Figure
          title="Time to first reply"
          table={t.firstReply}
          file={file('time-to-first-reply')}
          note="Median and 90th percentile per owner, in hours."
          chart={
            <GroupedChart
              data={r.firstReply.map((f) => ({
                label: f.owner ?? 'No owner',
                median: hours(f.medianMs),
                p90: hours(f.p90Ms),
              }))}
              series={[
                { key: 'median', name: 'Median (h)', color: '#1677ff' },
                { key: 'p90', name: '90th percentile (h)', color: '#fa8c16' },
              ]}
            />
          }
        />
      ),
    },
    ...(r.ownOnly
      ? []
      : [
          {
            key: 'topByViews',
            node: (
              <Figure
                title="Top pages by views"
                table={t.topByViews}
                file={file('top-pages-by-views')}
                chart={
                  <BarsChart
                    data={byLabel(
                      r.topByViews,
                      (p) => p.path,
                      (p) => p.views,
                    )}
                  />
                }
              />
            ),
          },
        ]),
    {
      key: 'topByEnquiries',
      node: (
        <Figure
          title="Top pages by enquiries"
          table={t.topByEnquiries}
          file={file('top-pages-by-enquiries')}
          chart={
            <BarsChart
              color="#eb2f96"
              data={byLabel(
                r.topByEnquiries,
                (p) => p.path,
                (p) => p.enquiries,
              )}
            />
          }
        />
      ),
    },
  ];
  return (
    <Row gutter={[16, 16]}>
      {figures.map((f) => (
        <Col key={f.key} xs={24} xl={f.span ?? 12}>
          {f.node}
        </Col>
      ))}
    </Row>
  );
};
