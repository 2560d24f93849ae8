// Label in name (WCAG 2.5.3): a control whose accessible name (aria-label) adds words to its visible
// text must start with that text as whole words, in every language, so speech users can say what they see.
import en from '../../public/assets/i18n/en.json';
import th from '../../public/assets/i18n/th.json';
import vi from '../../public/assets/i18n/vi.json';
import tl from '../../public/assets/i18n/tl.json';

type Tree = { [key: string]: string | Tree };
const LANGUAGES = { en, th, vi, tl } as unknown as Record<string, Tree>;

function text(tree: Tree, key: string): string {
  const value = key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
  if (typeof value !== 'string') throw new Error(`No text for ${key}`);
  return value.replace(/\{\{\s*title\s*\}\}/g, 'Course X');
}

/** [visible text, the aria-label shown with it] as the code pairs them. */
const PAIRS: [string, string][] = [
  ['DASHBOARD.CONTINUE', 'DASHBOARD.CONTINUE_COURSE'], // features/dashboard/EnrollmentRow
  ['DASHBOARD.START', 'DASHBOARD.START_COURSE'],
  ['CHECKOUT.START_LEARNING', 'CHECKOUT.START_LEARNING_COURSE'], // features/checkout/CheckoutView
  ['WISHLIST.REMOVE', 'WISHLIST.REMOVE_COURSE'], // features/wishlist/WishlistPage
  ['CART.REMOVE', 'CART.REMOVE_COURSE'], // features/cart/CartView
  ['ADMIN.CATEGORIES.MOVE_UP', 'ADMIN.CATEGORIES.MOVE_UP_OF'], // features/adminCourses/AdminCategoriesPage
  ['ADMIN.CATEGORIES.MOVE_DOWN', 'ADMIN.CATEGORIES.MOVE_DOWN_OF'],
  ['ADMIN.CATEGORIES.DELETE', 'ADMIN.CATEGORIES.DELETE_OF'],
  ['ORDERS.HISTORY.VIEW', 'ORDERS.HISTORY.VIEW_ORDER'], // features/orders/OrderHistory
  ['ORDERS.HISTORY.RECEIPT', 'ORDERS.HISTORY.RECEIPT_OF'],
  ['AFFILIATE.COPY', 'AFFILIATE.LINK.COPY'], // components/CopyField, in features/affiliate and features/earnings
  ['AFFILIATE.COPY', 'AFFILIATE.CODE.COPY'],
  ['AFFILIATE.COPY', 'EARNINGS.LINK.COPY'],
];

describe.each(Object.keys(LANGUAGES))('%s: names start with the visible text', (lang) => {
  const tree = LANGUAGES[lang] as Tree;
  it.each(PAIRS)('%s / %s', (visible, label) => {
    // As whole words: axe splits names at spaces, so Thai, which writes no space between words, needs one
    // after the visible text ("รายละเอียด คำสั่งซื้อ", not "รายละเอียดคำสั่งซื้อ").
    const name = text(tree, label);
    const shown = text(tree, visible);
    expect(name === shown || (name.startsWith(shown) && /^[\s:：,]/u.test(name.slice(shown.length)))).toBe(true);
  });
});
