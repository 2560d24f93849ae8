import { coverUrl } from '../../components/CoverCard';
import { useAppSelector } from '../../lib/hooks';
import { selectStorageBaseUrl } from './configSlice';

/** URL of a stored cover under the configured storage base, or the placeholder image. */
export function useCoverUrl(name: string | null | undefined, folder: string): string {
  return coverUrl(useAppSelector(selectStorageBaseUrl), name, folder);
}
