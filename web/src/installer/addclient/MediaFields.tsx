import type { FieldErrors } from '@portfolio/contract';
import { LIMITS } from '@portfolio/contract';
import { acceptOf } from '../shared/fileChecks';
import { FileField } from '../shared/FileField';
import { ImagePreview, useObjectUrl } from '../shared/ImagePreview';

interface Props {
  photos: File[];
  video: File | null;
  resetKey: number;
  errors: FieldErrors;
  disabledPhotos?: boolean;
  photosLabel?: string;
  onPhotos: (files: File[]) => void;
  onVideo: (file: File | null) => void;
}

export const VideoPreview = ({ file, src }: { file: File | null; src?: string | null }) => {
  const url = useObjectUrl(file);
  const shown = url ?? src ?? undefined;
  return shown ? <video src={shown} controls aria-label="Video preview" style={{ maxWidth: 320, display: 'block', marginBottom: 16 }} /> : null;
};

/** Photos (multiple, with previews) and the site video (with a preview of the chosen file). */
export const MediaFields = ({ photos, video, resetKey, errors, disabledPhotos, photosLabel = 'Photos', onPhotos, onVideo }: Props) => (
  <>
    <FileField
      label={photosLabel}
      accept={acceptOf('photo')}
      multiple
      disabled={disabledPhotos}
      resetKey={resetKey}
      help={`Up to ${LIMITS.maxPhotos} photos; the first is the cover.`}
      error={errors.photos}
      onFiles={onPhotos}
    />
    {photos.length > 0 && (
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 16 }} aria-label="Selected photos">
        {photos.map((p, i) => (
          <ImagePreview key={`${p.name}-${i}`} file={p} alt={`Photo ${i + 1} preview`} size={80} />
        ))}
      </div>
    )}
    <FileField label="Site Video" accept={acceptOf('video')} disabled={disabledPhotos} resetKey={resetKey} error={errors.video} onFiles={(f) => onVideo(f[0] ?? null)} />
    <VideoPreview file={video} />
  </>
);
