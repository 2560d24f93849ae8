// Test data of the admin's news and post pages.
import type { AdminNewsItem, AdminPost } from '../../../shared/schemas/adminContent';

export function anAdminNewsItem(overrides: Partial<AdminNewsItem> = {}): AdminNewsItem {
  return {
    id: 5,
    title: 'Baht firms on exports',
    summary: 'The baht rose.',
    body: '<p>Exporters sold dollars.</p>',
    lang: 'en',
    translations: { th: { title: 'เงินบาทแข็งค่า', summary: 'บาทแข็ง', body: '<p>ผู้ส่งออกขายดอลลาร์</p>' } },
    slug: 'baht-firms-on-exports',
    coverImage: null,
    ctlCountryId: 174,
    status: 'published',
    publishedAt: '2026-11-01T03:00:00.000Z',
    createdAt: '2026-11-01T02:00:00.000Z',
    updatedAt: '2026-11-01T03:00:00.000Z',
    version: 1_793_000_000_000,
    ...overrides,
  };
}

export function anAdminPost(overrides: Partial<AdminPost> = {}): AdminPost {
  return {
    id: 9,
    kind: 'podcast',
    title: 'Episode 1',
    summary: 'Our first episode.',
    body: '<p>Show notes.</p>',
    lang: 'en',
    translations: {},
    slug: 'episode-1',
    coverImage: null,
    audioFile: 'ep1.mp3',
    durationSeconds: 1800,
    status: 'draft',
    publishedAt: '2026-11-01T03:00:00.000Z',
    createdAt: '2026-11-01T02:00:00.000Z',
    updatedAt: '2026-11-01T03:00:00.000Z',
    version: 1_793_000_000_001,
    ...overrides,
  };
}
