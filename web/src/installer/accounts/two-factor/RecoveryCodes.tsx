import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { TWO_FACTOR_MESSAGES as M } from '@portfolio/contract';

/** A new set of recovery codes, shown once: copy, download as a text file, then confirm they are saved. */
export const RecoveryCodes = ({ codes, email, onDone }: { codes: string[]; email: string; onDone: () => void }) => {
  const [copied, setCopied] = useState(false);
  const asText = [`Recovery codes for ${email} (each works once)`, '', ...codes, ''].join('\n');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(asText);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([asText], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'dashboard-recovery-codes.txt';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <section aria-label="Recovery codes">
      <Alert type="warning" showIcon title={M.recoveryCodesShownOnce} style={{ marginBottom: 16 }} />
      <ol
        className="recovery-codes"
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))',
          gap: '8px 24px',
          padding: '12px 16px 12px 36px',
          margin: '0 0 16px',
          background: '#fafafa',
          border: '1px solid #f0f0f0',
          borderRadius: 8,
        }}
      >
        {codes.map((code) => (
          <li key={code}>
            <Typography.Text code style={{ fontSize: 15, letterSpacing: 1 }}>
              {code}
            </Typography.Text>
          </li>
        ))}
      </ol>
      <Space wrap>
        <Button icon={<CopyOutlined />} onClick={copy}>
          {copied ? 'Copied' : 'Copy codes'}
        </Button>
        <Button icon={<DownloadOutlined />} onClick={download}>
          Download
        </Button>
        <Button type="primary" onClick={onDone}>
          I have saved them
        </Button>
      </Space>
    </section>
  );
};
