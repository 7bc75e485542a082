import { Alert, DatePicker, Segmented, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { REPORT_MESSAGES, formatIndianNumber, reportPresets, todayInZone, type ReportRange } from '@portfolio/contract';
import { useReports } from './api';
import { useTimeZone } from '../../api/reads';
import { InlineLoading } from '../shared/InlineLoading';
import { serverMessage } from '../shared/errors';
import { Figures } from './Figures';
import './reports.css';

type Preset = 'thisMonth' | 'last3Months' | 'thisYear' | 'custom';
const PRESETS: { value: Preset; label: string }[] = [
  { value: 'thisMonth', label: 'This month' },
  { value: 'last3Months', label: 'Last 3 months' },
  { value: 'thisYear', label: 'This year' },
  { value: 'custom', label: 'Custom' },
];

/**
 * Reports: where enquiries come from, what wins and which pages work, over a date range of the
 * company's time zone (this month, the last 3 months, this year or custom days). Status users see
 * every enquiry and the page views; anyone else the enquiries they own.
 */
const ReportsPage = () => {
  const zone = useTimeZone();
  const today = todayInZone(zone);
  const presets = reportPresets(today);
  const [preset, setPreset] = useState<Preset>('thisMonth');
  const [custom, setCustom] = useState<ReportRange>(presets.thisMonth);
  const range = preset === 'custom' ? custom : presets[preset];
  const { report, error, isLoading } = useReports(range);

  return (
    <section className="rep">
      <Typography.Title level={2}>Reports</Typography.Title>
      <Space wrap size={12} className="rep-range">
        <Segmented aria-label="Date range" options={PRESETS} value={preset} onChange={(v) => setPreset(v as Preset)} />
        {preset === 'custom' && (
          <DatePicker.RangePicker
            aria-label="Custom range"
            allowClear={false}
            value={[dayjs(custom.from), dayjs(custom.to)]}
            disabledDate={(d) => d.format('YYYY-MM-DD') > today}
            onChange={(days) => {
              if (days?.[0] && days[1])
                setCustom({ from: days[0].format('YYYY-MM-DD'), to: days[1].format('YYYY-MM-DD') });
            }}
          />
        )}
        <span className="rep-note" aria-live="polite">
          {range.from} to {range.to}
          {report ? ` · ${formatIndianNumber(report.total)} enquiries` : ''}
          {report?.ownOnly ? ' · your enquiries' : ''}
        </span>
      </Space>
      {error && <Alert type="error" showIcon title={serverMessage(error, REPORT_MESSAGES.loadFailed)} />}
      {isLoading && !report && <InlineLoading label="Loading the reports..." />}
      {report && <Figures report={report} range={range} />}
    </section>
  );
};

export default ReportsPage;
