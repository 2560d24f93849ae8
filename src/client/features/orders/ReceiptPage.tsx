// Placeholder while the page is written.
export default function ReceiptPage() {
  return null;
}
