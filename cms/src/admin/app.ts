// The Strapi admin panel's own settings, built into /admin by `strapi build`.
import pkg from '../../package.json';

const GUIDED_TOUR_KEY = 'STRAPI_GUIDED_TOUR';
/** The "Introducing the new Media Library" banner, dismissed per project (package.json's strapi.uuid). */
const MEDIA_BANNER_KEYS = [true, false].map(
  (legacy) => `STRAPI_MEDIA_LIBRARY_BANNER_DISMISSED_FOR_${legacy}:${pkg.strapi.uuid}`,
);

export default {
  config: {
    // No tutorial videos and no "a new version is out" notices: editors of this site cannot upgrade it.
    tutorials: false,
    notifications: { releases: false },
  },
  bootstrap() {
    // Strapi offers its guided tour (of building content types) to every new browser; this site's
    // editors edit content only. The tour reads its state from this key and skips itself when off.
    // Announcements of Strapi's own new features are dismissed for them too.
    try {
      if (!window.localStorage.getItem(GUIDED_TOUR_KEY))
        window.localStorage.setItem(GUIDED_TOUR_KEY, JSON.stringify({ enabled: false }));
      for (const key of MEDIA_BANNER_KEYS)
        if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, 'true');
    } catch {
      // Storage unavailable (private mode): the tour shows, as it would anyway.
    }
  },
};
