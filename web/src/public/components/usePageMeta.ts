import { useEffect } from 'react';
import { useSiteSettings } from '../../api/content';

const setMeta = (name: string, content: string) => {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  tag.content = content;
};

/** Sets the document title ("Page | Company") and the meta description for the current page. */
export const usePageMeta = (title: string | undefined, description?: string | null) => {
  const { settings } = useSiteSettings();
  const company = settings?.companyName;
  useEffect(() => {
    if (!title && !company) return;
    document.title = title && company && title !== company ? `${title} | ${company}` : (title ?? company)!;
  }, [title, company]);
  useEffect(() => {
    const text = description?.trim() || settings?.footerText?.trim();
    if (text) setMeta('description', text.length > 300 ? `${text.slice(0, 297)}...` : text);
  }, [description, settings?.footerText]);
};
