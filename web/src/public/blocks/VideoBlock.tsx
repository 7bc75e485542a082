import { useState } from 'react';
import { YOUTUBE_EMBED_ORIGIN, type VideoBlock as Data } from '@portfolio/contract';
import { ResponsiveImage, pickVariant } from '../components/ResponsiveImage';
import { BlockSection } from './BlockSection';
import './VideoBlock.css';

/**
 * A video in a 16:9 frame. An uploaded file plays in the browser's own player (nothing loads before
 * play). A YouTube video shows its poster and a play button, a plain link to YouTube without
 * JavaScript; with it, a click swaps in the player from youtube-nocookie.com, so no third-party
 * script or cookie reaches the visitor before they ask for it.
 */
export const VideoBlock = ({ block }: { block: Data }) => {
  const [playing, setPlaying] = useState(false);
  const label = block.title ?? block.caption ?? 'Video';
  return (
    <BlockSection id={block.id} kind="video" title={block.title}>
      <figure className="pub-video">
        <div className="pub-video__frame">
          {block.file ? (
            <video
              controls
              preload="none"
              poster={pickVariant(block.poster, 1000)?.url}
              width={1280}
              height={720}
              aria-label={label}
            >
              <source src={block.file.url} type={block.file.mime ?? undefined} />
            </video>
          ) : playing ? (
            <iframe
              src={`${YOUTUBE_EMBED_ORIGIN}/embed/${block.youtubeId}?autoplay=1&rel=0`}
              title={label}
              width={1280}
              height={720}
              allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
              allowFullScreen
            />
          ) : (
            <a
              className="pub-video__poster"
              href={`https://www.youtube.com/watch?v=${block.youtubeId}`}
              onClick={(e) => {
                if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
                e.preventDefault();
                setPlaying(true);
              }}
            >
              {block.poster && <ResponsiveImage image={block.poster} alt="" sizes="(min-width: 1240px) 1160px, 94vw" />}
              <span className="pub-video__play" aria-hidden="true" />
              <span className="pub-visually-hidden">Play video: {label} (loads the YouTube player)</span>
            </a>
          )}
        </div>
        {block.caption && <figcaption>{block.caption}</figcaption>}
      </figure>
    </BlockSection>
  );
};
