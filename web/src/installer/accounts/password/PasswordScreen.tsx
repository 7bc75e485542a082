import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { InstallerTheme } from '../../shared/theme';

/** The frame of the signed-out screens beside /installer: forgot and reset password. */
export const PasswordScreen = ({ title, children }: { title: string; children: ReactNode }) => (
  <InstallerTheme>
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16, background: '#f5f5f5' }}>
      <Card style={{ width: '100%', maxWidth: 420 }}>
        <Typography.Title level={2} style={{ textAlign: 'center' }}>
          {title}
        </Typography.Title>
        {children}
        <Typography.Paragraph style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
          <Link to="/installer">Back to sign in</Link>
        </Typography.Paragraph>
      </Card>
    </main>
  </InstallerTheme>
);
