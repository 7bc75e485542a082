import { Button, Card, Form, Input, Progress } from 'antd';
import { useState } from 'react';
import { FILE_KINDS, MESSAGES } from '@portfolio/contract';
import { uploadLogo } from './api';
import { acceptOf } from '../shared/fileChecks';
import { FileField } from '../shared/FileField';
import { ImagePreview } from '../shared/ImagePreview';
import { TEXT } from '../shared/texts';
import { useUnsavedChanges } from '../shared/useUnsavedChanges';

/** The spec's logo checks: PNG/JPG/JPEG/SVG only, under 5MB (spec section 5). */
const checkLogo = (file: File): string | undefined => {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  const kind = FILE_KINDS.logo;
  if (
    !(kind.extensions as readonly string[]).includes(ext) ||
    (file.type && !(kind.mimes as readonly string[]).includes(file.type))
  )
    return MESSAGES.invalidLogo;
  if (file.size >= kind.maxBytes) return MESSAGES.logoTooLarge;
  return undefined;
};

const baseName = (file: File) => file.name.replace(/\.[^.]+$/, '');

/** Add New Logo: file choice with preview, a name, Upload. Upload errors use a browser alert (spec section 8). */
export const LogoUploadPanel = () => {
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [progress, setProgress] = useState<number | null>(null);
  const [resetKey, setResetKey] = useState(0);
  useUnsavedChanges(!!file);

  const choose = (files: File[]) => {
    const f = files[0] ?? null;
    const problem = f ? checkLogo(f) : undefined;
    setError(problem);
    setFile(problem ? null : f);
    if (f && !problem) setName(baseName(f));
  };

  const submit = async () => {
    if (!file) {
      setError(MESSAGES.invalidLogo);
      return;
    }
    setProgress(0);
    try {
      await uploadLogo(file, name.trim() || baseName(file), setProgress);
      setFile(null);
      setName('');
      setResetKey((k) => k + 1);
    } catch (e) {
      console.error(e);
      window.alert(TEXT.logoUploadFailed);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Card title="Add New Logo" style={{ marginBottom: 24 }}>
      <Form layout="vertical" onFinish={submit}>
        <FileField
          label="Logo file"
          accept={acceptOf('logo')}
          resetKey={resetKey}
          error={error}
          help="PNG, JPG, JPEG, SVG; under 5MB"
          onFiles={choose}
        />
        <ImagePreview file={file} alt="New logo preview" />
        <Form.Item label="Logo name" htmlFor="logo-name" extra="Stored lowercase with spaces turned to hyphens.">
          <Input id="logo-name" value={name} onChange={(e) => setName(e.target.value)} />
        </Form.Item>
        {progress !== null && <Progress percent={progress} aria-label="Upload progress" />}
        <Button type="primary" htmlType="submit" loading={progress !== null} disabled={!file}>
          Upload
        </Button>
      </Form>
    </Card>
  );
};
