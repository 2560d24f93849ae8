// Where the referral link can be shared: LINE, Facebook and X, each a plain link to the network's own
// share page with the referral link (and, for X, a line of text) encoded in its query.

export interface ShareTarget {
  key: 'line' | 'facebook' | 'x';
  /** The network's name (not translated). */
  name: string;
  href: string;
}

export function shareTargets(link: string, text: string): ShareTarget[] {
  const url = encodeURIComponent(link);
  return [
    { key: 'line', name: 'LINE', href: `https://social-plugins.line.me/lineit/share?url=${url}` },
    { key: 'facebook', name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { key: 'x', name: 'X', href: `https://twitter.com/intent/tweet?url=${url}&text=${encodeURIComponent(text)}` },
  ];
}
