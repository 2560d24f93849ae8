// Placeholder while the page is written.
export default function AdminRefundsPage() {
  return null;
}
