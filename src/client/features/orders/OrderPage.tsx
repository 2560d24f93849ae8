// Placeholder while the page is written.
export default function OrderPage() {
  return null;
}
