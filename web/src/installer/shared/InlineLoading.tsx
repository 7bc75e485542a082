import { Spin } from 'antd';

/** An in-page loading state (the full-screen one is shared/Loading). */
export const InlineLoading = ({ label }: { label: string }) => (
  <div role="status" aria-live="polite" style={{ display: 'flex', gap: 8, alignItems: 'center', margin: '16px 0' }}>
    <Spin size="small" />
    <span>{label}</span>
  </div>
);
