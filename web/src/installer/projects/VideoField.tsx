import { DeleteOutlined, InboxOutlined } from '@ant-design/icons';
import { Button, Progress, Typography, Upload } from 'antd';
import { useId } from 'react';
import { FILE_KINDS } from '@portfolio/contract';
import { VideoPreview } from './add-client/MediaFields';
import { acceptOf } from '../shared/fileChecks';

interface Props {
  /** The stored video's address, if the project has one. */
  current: string | null | undefined;
  /** A newly chosen video (it replaces the stored one when saved). */
  file: File | null;
  onFile: (file: File | null) => void;
  disabled?: boolean;
  error?: string;
  /** The save's percent while a new video is being sent, else null. */
  percent: number | null;
}

/**
 * The site video in the same upload area as the photos (antd Upload.Dragger), with a preview and the upload's progress.
 */
export const VideoField = ({ current, file, onFile, disabled, error, percent }: Props) => {
  const inputId = useId();
  return (
    <div className="pe-video">
      <Typography.Text id={`${inputId}-label`} strong>
        Site Video
      </Typography.Text>
      {(file || current) && (
        <div className="pe-video__preview">
          <VideoPreview file={file} src={file ? null : current} />
          <Typography.Text type="secondary">
            {file ? `New: ${file.name} (replaces the current video when saved)` : 'Current video'}
          </Typography.Text>
          {file && (
            <Button size="small" icon={<DeleteOutlined />} disabled={disabled} onClick={() => onFile(null)}>
              Keep the current video
            </Button>
          )}
        </div>
      )}
      <Upload.Dragger
        id={inputId}
        aria-labelledby={`${inputId}-label`}
        accept={acceptOf('video')}
        disabled={disabled || percent !== null}
        showUploadList={false}
        fileList={[]}
        beforeUpload={(chosen) => {
          onFile(chosen as File);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">Drop a video here, or click to choose it</p>
        <p className="ant-upload-hint">
          One video ({FILE_KINDS.video.label}, up to {Math.round(FILE_KINDS.video.maxBytes / 1024 / 1024)} MB).
        </p>
      </Upload.Dragger>
      {error && (
        <div role="alert" className="dash-photos__error">
          {error}
        </div>
      )}
      {file && percent !== null && <Progress percent={percent} aria-label="Video upload progress" />}
    </div>
  );
};
