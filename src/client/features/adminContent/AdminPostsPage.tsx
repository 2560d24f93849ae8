// /admin/posts: blog posts and podcasts, drafts and scheduled ones too, with search and filters.
import { ContentListPage } from './ContentListPage';

export default function AdminPostsPage() {
  return <ContentListPage type="post" />;
}
