import { mutate } from 'swr';
import { API, type PostKind, type PostResponse, type RemovedResponse } from '@portfolio/contract';
import { request, upload } from '../../api/http';

export interface PostFields {
  title: string;
  desc: string;
  nav?: string;
  img?: File | null;
  /** Testimonials: the project (site _id) the quote is about; '' for none. */
  siteId?: string;
  /** The post's date, 'YYYY-MM-DD'; left out: today in the company's time zone (the server decides). */
  date?: string;
}

const toForm = (kind: PostKind, fields: PostFields) => {
  const form = new FormData();
  form.append('title', fields.title);
  form.append('desc', fields.desc);
  if (kind === 'press' && fields.nav !== undefined) form.append('nav', fields.nav);
  if (kind === 'testimonials' && fields.siteId !== undefined) form.append('siteId', fields.siteId);
  if (fields.date) form.append('date', fields.date);
  if (fields.img) form.append('img', fields.img);
  return form;
};

export const createPost = async (kind: PostKind, fields: PostFields, onProgress?: (p: number) => void) => {
  const res = await upload<PostResponse>(API.posts(kind), toForm(kind, fields), { onProgress });
  await mutate(API.posts(kind));
  return res;
};

export const updatePost = async (kind: PostKind, id: string, fields: PostFields, onProgress?: (p: number) => void) => {
  const res = await upload<PostResponse>(API.post(kind, id), toForm(kind, fields), { method: 'PUT', onProgress });
  await mutate(API.posts(kind));
  return res;
};

export const deletePost = async (kind: PostKind, id: string) => {
  const res = await request<RemovedResponse>(API.post(kind, id), { method: 'DELETE' });
  await Promise.all([mutate(API.posts(kind)), mutate(API.trash)]);
  return res;
};
