import { useEffect, useState } from 'react';

/** An object URL for a chosen file, revoked when the file changes or the component unmounts. */
export const useObjectUrl = (file: File | null | undefined) => {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) {
      setUrl(undefined);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
};

interface Props {
  file: File | null | undefined;
  alt: string;
  /** Shown when no file is chosen (an existing stored image path). */
  fallbackSrc?: string | null;
  size?: number;
}

/** A small preview of a chosen image file. */
export const ImagePreview = ({ file, alt, fallbackSrc, size = 96 }: Props) => {
  const url = useObjectUrl(file);
  const src = url ?? fallbackSrc ?? undefined;
  if (!src) return null;
  return (
    <img
      src={src}
      alt={alt}
      style={{ width: size, height: size, objectFit: 'contain', border: '1px solid #eee', borderRadius: 4 }}
    />
  );
};
