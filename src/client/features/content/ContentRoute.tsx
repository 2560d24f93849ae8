// One lazy entry for the posts and events routes (keeps the always-loaded router small).
import type { EventKind, PostKind } from '../../../shared/schemas/content';
import { EventListPage, EventPage } from './EventPages';
import { PostListPage, PostPage } from './PostPages';

export type ContentKind = PostKind | EventKind;

export default function ContentRoute({ kind, detail = false }: { kind: ContentKind; detail?: boolean }) {
  if (kind === 'blog' || kind === 'podcast') return detail ? <PostPage kind={kind} /> : <PostListPage kind={kind} />;
  return detail ? <EventPage kind={kind} /> : <EventListPage kind={kind} />;
}
