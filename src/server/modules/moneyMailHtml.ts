// The HTML of the money mails (receipts, refunds, payouts): paragraphs of text (never markup), an
// optional list and facts in bold, the action button and its address written out.

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

export function moneyMailHtml(paragraphs: string[], link: string, action: string, extra: { listItems?: string[]; facts?: string[] } = {}): string {
  const { listItems = [], facts = [] } = extra;
  const list = listItems.length ? `<ul>${listItems.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>` : '';
  const factLines = facts.length ? `<p><strong>${facts.map(escapeHtml).join('<br>')}</strong></p>` : '';
  return `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
${paragraphs.map((p) => `<p style="white-space:pre-line">${escapeHtml(p)}</p>`).join('\n')}${list}${factLines}
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#6c5ce7;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:12px;color:#666">${escapeHtml(link)}</p></body></html>`;
}
