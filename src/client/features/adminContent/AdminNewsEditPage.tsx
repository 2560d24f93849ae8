// /admin/news/:id ('new' creates): the news item editor.
import { ContentEditPage } from './ContentEditPage';

export default function AdminNewsEditPage() {
  return <ContentEditPage type="news" />;
}
