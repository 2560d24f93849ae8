import { FILE_FOLDERS } from './constants';

export const DEFAULT_AVATAR_PATH = '/images/default-avatar.svg';

/** A profile image's URL: storage base / customer-profile-image / file name, or the default avatar. */
export function fullPathProfileImage(profileImage: string | null | undefined, storageBaseUrl: string): string {
  if (!profileImage) return DEFAULT_AVATAR_PATH;
  return `${storageBaseUrl.replace(/\/$/, '')}/${FILE_FOLDERS.customerProfileImage}/${encodeURIComponent(profileImage)}`;
}

/** A stored file's URL: {storage}/{folder}/{name}, or {storage}/{name} without a folder. */
export function storageUrl(storageBaseUrl: string, name: string, folder?: string | null): string {
  const base = storageBaseUrl.replace(/\/$/, '');
  return folder ? `${base}/${folder}/${encodeURIComponent(name)}` : `${base}/${encodeURIComponent(name)}`;
}
