import { Link } from 'react-router-dom';
import { ENQUIRY_STATUS_LABELS, formatIndianNumber, reportPresets, todayInZone } from '@portfolio/contract';
import { useReports } from './api';
import { useTimeZone } from '../../api/reads';
import { BarsChart } from './charts';
import './reports.css';

/**
 * The dashboard home's two small figures, loaded (with the chart library) after the home screen
 * itself: enquiries this month against last month, and this month's funnel. The viewer's own
 * enquiries for a user without the status flag.
 */
const OverviewCharts = () => {
  const zone = useTimeZone();
  const presets = reportPresets(todayInZone(zone));
  const { report: now } = useReports(presets.thisMonth);
  const { report: before } = useReports(presets.lastMonth);
  if (!now || !before) return null;
  return (
    <div className="dash-grid rep-overview">
      <figure className="rep-overview__figure">
        <figcaption>
          Enquiries this month: <strong>{formatIndianNumber(now.total)}</strong> (last month{' '}
          {formatIndianNumber(before.total)})
        </figcaption>
        <BarsChart
          height={96}
          data={[
            { label: 'This month', value: now.total },
            { label: 'Last month', value: before.total },
          ]}
        />
      </figure>
      <figure className="rep-overview__figure">
        <figcaption>This month’s funnel</figcaption>
        <BarsChart
          height={170}
          color="#52c41a"
          data={now.funnel.map((f) => ({ label: ENQUIRY_STATUS_LABELS[f.step], value: f.reached }))}
        />
      </figure>
      <p className="rep-overview__more">
        <Link to="/installer/dashboard/reports">Open Reports</Link>
      </p>
    </div>
  );
};

export default OverviewCharts;
