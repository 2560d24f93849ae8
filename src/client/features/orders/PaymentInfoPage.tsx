// Placeholder while the page is written.
export default function PaymentInfoPage() {
  return null;
}
