// /admin/news: news items, drafts and scheduled ones too, with search and filters.
import { ContentListPage } from './ContentListPage';

export default function AdminNewsPage() {
  return <ContentListPage type="news" />;
}
