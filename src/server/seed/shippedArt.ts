import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { FILE_FOLDERS, type FileFolder } from '../../shared/constants';
import type { Database } from '../db/client';
import { customers } from '../db/schema';
import type { FileService } from '../modules/files/fileService';
import { DEMO_ASSETS_DIR } from '../paths';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The demo's drawn pictures as they ship in seed/assets (rendered by `npm run demo:assets` from
 * art/coverArt.ts): where each lives and its size in pixels. The seed stores them as they are.
 */
export const SHIPPED_ART = {
  courseCover: { size: { width: 640, height: 360 }, file: (slug: string) => path.join(DEMO_ASSETS_DIR, 'covers', 'courses', `${slug}.webp`) },
  eventCover: { size: { width: 800, height: 420 }, file: (slug: string) => path.join(DEMO_ASSETS_DIR, 'covers', 'events', `${slug}.webp`) },
  portrait: { size: { width: 256, height: 256 }, file: (username: string) => path.join(DEMO_ASSETS_DIR, 'people', `${username}.webp`) },
} as const;

/** Stores one shipped picture for `ownerId` and answers its system name. */
export function storeShippedArt(files: FileService, tx: Tx, ownerId: string, folder: FileFolder, art: (typeof SHIPPED_ART)[keyof typeof SHIPPED_ART], key: string): Promise<string> {
  return files.storeShippedFile(ownerId, folder, fs.readFileSync(art.file(key)), 'webp', 'image/webp', tx, art.size);
}

/** Gives each of these demo people their drawn portrait as their profile photo (their own file). */
export async function givePortraits(tx: Tx, files: FileService, people: { id: string; username: string }[]): Promise<void> {
  for (const person of people) {
    const profileImage = await storeShippedArt(files, tx, person.id, FILE_FOLDERS.customerProfileImage, SHIPPED_ART.portrait, person.username);
    await tx.update(customers).set({ profileImage }).where(eq(customers.id, person.id));
  }
}
