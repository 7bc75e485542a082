import type { FieldErrors } from '@portfolio/contract';
import { acceptOf } from '../../shared/fileChecks';
import { FileField } from '../../shared/FileField';
import { useObjectUrl } from '../../shared/ImagePreview';
import { PhotoField } from '../photos/PhotoField';
import type { PhotoItem } from '../photos/model';
import type { UploadProgress } from '../photos/useUploadProgress';

interface Props {
  /** The photos in order with their words (photos/PhotoField). */
  photos: PhotoItem[];
  video: File | null;
  /** The running save's progress (each new photo's own). */
  upload?: Pick<UploadProgress, 'files' | 'processing'>;
  resetKey: number;
  errors: FieldErrors;
  disabledPhotos?: boolean;
  photosLabel?: string;
  onPhotos: (photos: PhotoItem[]) => void;
  onVideo: (file: File | null) => void;
}

export const VideoPreview = ({ file, src }: { file: File | null; src?: string | null }) => {
  const url = useObjectUrl(file);
  const shown = url ?? src ?? undefined;
  return shown ? (
    <video
      src={shown}
      controls
      aria-label="Video preview"
      style={{ maxWidth: 320, display: 'block', marginBottom: 16 }}
    />
  ) : null;
};

/** Photos (upload area, order, captions and alt texts) and the site video (with a preview of the chosen file). */
export const MediaFields = ({
  photos,
  video,
  resetKey,
  errors,
  disabledPhotos,
  photosLabel = 'Photos',
  upload,
  onPhotos,
  onVideo,
}: Props) => (
  <>
    <PhotoField
      label={photosLabel}
      items={photos}
      onChange={onPhotos}
      disabled={disabledPhotos}
      errors={errors}
      progress={upload?.files}
      processing={upload?.processing}
    />
    <FileField
      label="Site Video"
      accept={acceptOf('video')}
      disabled={disabledPhotos}
      resetKey={resetKey}
      error={errors.video}
      onFiles={(f) => onVideo(f[0] ?? null)}
    />
    <VideoPreview file={video} />
  </>
);
