import { Bar, BarChart, CartesianGrid, LabelList, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { theme } from 'antd';
import { LEAD_CHANNELS, LEAD_CHANNEL_LABELS, type LeadChannel } from '@portfolio/contract';

/** One colour per source channel, the same on every chart (antd's palette). */
export const CHANNEL_COLORS: Record<LeadChannel, string> = {
  direct: '#8c8c8c',
  search: '#1677ff',
  social: '#722ed1',
  whatsapp: '#52c41a',
  referral: '#fa8c16',
  campaign: '#eb2f96',
  email: '#13c2c2',
};
const AXIS = { fontSize: 12, fill: '#595959' };

/** Enquiries per week, stacked by channel. */
export const WeeksChart = ({ data, height = 260 }: { data: Record<string, string | number>[]; height?: number }) => (
  <ResponsiveContainer width="100%" height={height}>
    <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
      <CartesianGrid vertical={false} stroke="#f0f0f0" />
      <XAxis dataKey="label" tick={AXIS} tickLine={false} />
      <YAxis allowDecimals={false} tick={AXIS} tickLine={false} axisLine={false} />
      <Tooltip />
      <Legend wrapperStyle={{ fontSize: 12 }} />
      {LEAD_CHANNELS.map((c) => (
        <Bar
          isAnimationActive={false}
          key={c}
          dataKey={c}
          name={LEAD_CHANNEL_LABELS[c]}
          stackId="w"
          fill={CHANNEL_COLORS[c]}
        />
      ))}
    </BarChart>
  </ResponsiveContainer>
);

/** Horizontal bars of one value per label (services, sectors, reasons, pages). */
export const BarsChart = ({
  data,
  value = 'value',
  label = 'label',
  color,
  height,
  unit,
}: {
  data: Record<string, string | number | null>[];
  value?: string;
  label?: string;
  color?: string;
  height?: number;
  unit?: string;
}) => {
  // Unless told otherwise, the bars are the firm's accent (the theme's primary colour).
  const { token } = theme.useToken();
  return (
    <ResponsiveContainer width="100%" height={height ?? Math.max(120, data.length * 32 + 24)}>
      <BarChart data={data} layout="vertical" margin={{ top: 0, right: 40, bottom: 0, left: 8 }}>
        <XAxis type="number" hide allowDecimals={false} />
        <YAxis type="category" dataKey={label} width={150} tick={AXIS} tickLine={false} axisLine={false} />
        <Tooltip />
        <Bar
          isAnimationActive={false}
          dataKey={value}
          fill={color ?? token.colorPrimary}
          radius={[0, 4, 4, 0]}
          unit={unit}
        >
          <LabelList dataKey={value} position="right" style={{ fontSize: 12, fill: '#262626' }} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
};

/** Grouped vertical bars of several values per label (median and p90 per owner). */
export const GroupedChart = ({
  data,
  series,
  height = 240,
}: {
  data: Record<string, string | number>[];
  series: { key: string; name: string; color: string }[];
  height?: number;
}) => (
  <ResponsiveContainer width="100%" height={height}>
    <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
      <CartesianGrid vertical={false} stroke="#f0f0f0" />
      <XAxis dataKey="label" tick={AXIS} tickLine={false} />
      <YAxis tick={AXIS} tickLine={false} axisLine={false} />
      <Tooltip />
      <Legend wrapperStyle={{ fontSize: 12 }} />
      {series.map((s) => (
        <Bar isAnimationActive={false} key={s.key} dataKey={s.key} name={s.name} fill={s.color} radius={[4, 4, 0, 0]} />
      ))}
    </BarChart>
  </ResponsiveContainer>
);
