// /admin/posts/:id ('new' creates): the blog post and podcast editor.
import { ContentEditPage } from './ContentEditPage';

export default function AdminPostEditPage() {
  return <ContentEditPage type="post" />;
}
