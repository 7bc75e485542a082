import { mutate } from 'swr';
import { API, normalizeLogoName, type LogoUploadResponse } from '@portfolio/contract';
import { request, upload } from '../../api/http';

export const uploadLogo = async (file: File, name: string, onProgress?: (percent: number) => void) => {
  const form = new FormData();
  form.append('logo', file);
  form.append('name', normalizeLogoName(name));
  const res = await upload<LogoUploadResponse>(API.uploadLogo, form, { onProgress });
  await mutate(API.logos);
  return res;
};

/** The file name is the last segment of the stored path. */
export const logoFileName = (path: string) => decodeURIComponent(path.split('?')[0].split('/').pop() ?? path);

/**
 * The file name as staff named it: Strapi stores "big-bank.png" as "big_bank_<10 hex>.png", so
 * drop that suffix and restore the hyphens ("big-bank.png").
 */
export const logoDisplayName = (path: string) =>
  logoFileName(path)
    .replace(/_[0-9a-f]{10}(\.[a-z0-9]+)$/i, '$1')
    .replace(/_/g, '-');

export const deleteLogo = async (path: string) => {
  const res = await request<{ success: boolean; trashId: string }>(API.deleteLogo(logoFileName(path)), {
    method: 'DELETE',
  });
  await Promise.all([mutate(API.logos), mutate(API.trash)]);
  return res;
};

/** The logo wall's order: every logo's file name, in the new order (status users). Answers the logos in order. */
export const saveLogoOrder = async (paths: string[]) => {
  const res = await request<{ message: string; logos: string[] }>(API.logoOrder, {
    method: 'PUT',
    body: { fileNames: paths.map(logoFileName) },
  });
  await mutate(API.logos, res.logos, { revalidate: false });
  return res;
};
