// Placeholder while the page is built (replaced in the same change).
export default function AffiliatePage() {
  return null;
}
