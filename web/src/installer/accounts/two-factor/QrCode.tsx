import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

/** The otpauth:// URL as a QR code, drawn in the browser (an SVG image): the secret never leaves the page. */
export const QrCode = ({ value, size = 200 }: { value: string; size?: number }) => {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let live = true;
    QRCode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      .then((svg) => live && setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
      .catch(() => live && setSrc(undefined));
    return () => {
      live = false;
    };
  }, [value]);
  if (!src) return <div style={{ width: size, height: size }} aria-hidden />;
  return (
    <img
      src={src}
      width={size}
      height={size}
      alt="QR code to scan with your authenticator app"
      style={{ imageRendering: 'pixelated', border: '1px solid #f0f0f0', borderRadius: 8 }}
    />
  );
};
