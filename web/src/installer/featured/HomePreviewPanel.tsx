import { Tag, Typography } from 'antd';
import { FEATURED_LABEL, FEATURED_TEXT, displayNameOf, type HomePreview } from '@portfolio/contract';

/**
 * What the home page shows (the Featured answer's `home`): its project cards in order, featured ones
 * first and then the newest filling the count, and where its hero image comes from.
 */
export const HomePreviewPanel = ({ home, unsaved }: { home: HomePreview; unsaved: boolean }) => {
  const heroProject = home.projects.find((p) => p.site._id === home.hero.siteId);
  return (
    <section className="dash-featured__home" aria-labelledby="featured-home-title">
      <Typography.Title level={3} id="featured-home-title">
        On the home page
      </Typography.Title>
      <Typography.Paragraph>
        {FEATURED_TEXT.homeShows(home.projects.length, home.featured)}{' '}
        {FEATURED_TEXT.hero(home.hero.source, heroProject && displayNameOf(heroProject.site))}
      </Typography.Paragraph>
      {unsaved && <Typography.Paragraph type="secondary">{FEATURED_TEXT.previewUnsaved}</Typography.Paragraph>}
      {home.projects.length > 0 && (
        <ol className="dash-featured__cards" aria-label={FEATURED_TEXT.previewLabel}>
          {home.projects.map((p, i) => (
            <li key={p.site._id}>
              <strong>{displayNameOf(p.site)}</strong>{' '}
              <Typography.Text type="secondary">{displayNameOf(p.client)}</Typography.Text>{' '}
              <Tag color={i < home.featured ? 'gold' : undefined}>
                {i < home.featured ? FEATURED_LABEL : FEATURED_TEXT.newestTag}
              </Tag>{' '}
              {p.site._id === home.hero.siteId && <Tag color="blue">{FEATURED_TEXT.heroTag}</Tag>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
};
