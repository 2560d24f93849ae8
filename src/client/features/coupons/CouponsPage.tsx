// Placeholder while the page is written.
export default function CouponsPage() {
  return null;
}
