// Placeholder while the page is written.
export default function AdminPaymentsPage() {
  return null;
}
