/*
 * Academy live-chat stand-in (demo): a small, accessible floating chat button and panel that greets in
 * the current language. The SPA loads this script from its runtime configuration (chatWidgetUrl) and
 * calls window.AcademyChat.setLanguage(lang) at start and on every language change (spec section 1).
 * No inline script, no network calls; styles are set on the elements (CSP: script from this origin).
 */
/* global window, document */
(function () {
  'use strict';
  if (window.AcademyChat) return;

  var TEXTS = {
    th: { open: 'แชทกับเรา', close: 'ปิดแชท', title: 'แชทสด Academy', greeting: 'สวัสดีครับ! มีอะไรให้เราช่วยไหม', placeholder: 'พิมพ์ข้อความ…', send: 'ส่ง', reply: 'ขอบคุณ! ทีมงานจะตอบกลับโดยเร็ว', away: 'ตอนนี้ยังไม่มีเจ้าหน้าที่ว่าง เปิดคำร้องไว้ แล้วเราจะตอบกลับทางอีเมล', ticket: 'เปิดคำร้อง' },
    en: { open: 'Chat with us', close: 'Close chat', title: 'Academy live chat', greeting: 'Hello! How can we help you today?', placeholder: 'Type a message…', send: 'Send', reply: 'Thank you! Our team will reply shortly.', away: 'Nobody is available right now. Open a ticket and we will answer by e-mail.', ticket: 'Open a ticket' },
    vi: { open: 'Trò chuyện với chúng tôi', close: 'Đóng trò chuyện', title: 'Trò chuyện trực tuyến Academy', greeting: 'Xin chào! Chúng tôi có thể giúp gì cho bạn?', placeholder: 'Nhập tin nhắn…', send: 'Gửi', reply: 'Cảm ơn bạn! Đội ngũ sẽ trả lời sớm.', away: 'Hiện chưa có ai trực. Hãy tạo yêu cầu hỗ trợ, chúng tôi sẽ trả lời qua e-mail.', ticket: 'Tạo yêu cầu hỗ trợ' },
    tl: { open: 'Makipag-chat sa amin', close: 'Isara ang chat', title: 'Live chat ng Academy', greeting: 'Kumusta! Paano ka namin matutulungan ngayon?', placeholder: 'Mag-type ng mensahe…', send: 'Ipadala', reply: 'Salamat! Sasagot ang aming team sa lalong madaling panahon.', away: 'Walang available ngayon. Magbukas ng ticket at sasagot kami sa e-mail.', ticket: 'Magbukas ng ticket' },
  };
  var lang = 'th';
  var open = false;
  // The learner's support tickets (the SPA's paths.student.supportTicket(); a test keeps them equal).
  var TICKET_URL = '/student/support-ticket';
  var away = null;

  function css(el, styles) {
    for (var k in styles) if (Object.prototype.hasOwnProperty.call(styles, k)) el.style[k] = styles[k];
    return el;
  }
  function make(tag, attrs, styles) {
    var el = document.createElement(tag);
    for (var k in attrs) if (Object.prototype.hasOwnProperty.call(attrs, k)) el.setAttribute(k, attrs[k]);
    return css(el, styles || {});
  }

  // Smaller and closer to the corner on phones; the SPA leaves room at the bottom of its pages for it.
  var phone = typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 599.95px)').matches;
  var edge = phone ? '12px' : '20px';
  var size = phone ? '48px' : '56px';
  var root = make('div', { id: 'academy-chat', 'data-lang': lang, 'data-testid': 'academy-chat' }, {
    position: 'fixed', right: edge, bottom: edge, zIndex: '1200', fontFamily: 'inherit', display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: '12px',
  });
  var panel = make('section', { id: 'academy-chat-panel', role: 'dialog', 'aria-modal': 'false', 'aria-labelledby': 'academy-chat-title', hidden: '' }, {
    width: 'min(320px, calc(100vw - 40px))', background: '#1b1f3b', color: '#fff', borderRadius: '16px', boxShadow: '0 16px 40px rgba(0,0,0,.35)', overflow: 'hidden', border: '1px solid rgba(255,255,255,.12)',
  });
  var header = make('div', {}, { display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '12px 16px', background: '#5b6cff' });
  var title = make('h2', { id: 'academy-chat-title' }, { margin: '0', fontSize: '16px', fontWeight: '700' });
  var closeBtn = make('button', { type: 'button' }, { background: 'transparent', color: '#fff', border: '0', fontSize: '20px', cursor: 'pointer', lineHeight: '1', padding: '4px 8px' });
  closeBtn.textContent = '×';
  header.appendChild(title);
  header.appendChild(closeBtn);
  var log = make('div', { role: 'log', 'aria-live': 'polite' }, { padding: '16px', display: 'flex', flexDirection: 'column', gap: '8px', maxHeight: '240px', overflowY: 'auto', fontSize: '14px' });
  var greeting = make('p', { 'data-testid': 'academy-chat-greeting' }, { margin: '0', background: 'rgba(255,255,255,.08)', padding: '8px 12px', borderRadius: '12px', alignSelf: 'flex-start' });
  log.appendChild(greeting);
  var form = make('form', {}, { display: 'flex', gap: '8px', padding: '12px 16px', borderTop: '1px solid rgba(255,255,255,.12)' });
  var input = make('input', { type: 'text', name: 'chat-message', autocomplete: 'off' }, { flex: '1', minWidth: '0', borderRadius: '8px', border: '1px solid rgba(255,255,255,.25)', background: 'transparent', color: '#fff', padding: '8px 10px', font: 'inherit' });
  var sendBtn = make('button', { type: 'submit' }, { borderRadius: '8px', border: '0', background: '#5b6cff', color: '#fff', padding: '8px 12px', cursor: 'pointer', font: 'inherit', fontWeight: '700' });
  form.appendChild(input);
  form.appendChild(sendBtn);
  panel.appendChild(header);
  panel.appendChild(log);
  panel.appendChild(form);

  var toggle = make('button', { type: 'button', 'aria-expanded': 'false', 'aria-controls': 'academy-chat-panel', 'data-testid': 'academy-chat-button' }, {
    width: size, height: size, borderRadius: '50%', border: '0', background: '#5b6cff', color: '#fff', cursor: 'pointer', boxShadow: '0 8px 24px rgba(0,0,0,.35)', fontSize: '24px', display: 'grid', placeItems: 'center',
  });
  // A drawn icon, not an emoji: phones and kiosks without an emoji font would show a box.
  var NS = 'http://www.w3.org/2000/svg';
  var icon = document.createElementNS(NS, 'svg');
  icon.setAttribute('viewBox', '0 0 24 24');
  icon.setAttribute('width', '26');
  icon.setAttribute('height', '26');
  icon.setAttribute('aria-hidden', 'true');
  var path = document.createElementNS(NS, 'path');
  path.setAttribute('fill', 'currentColor');
  path.setAttribute('d', 'M20 2H4a2 2 0 0 0-2 2v18l4-4h14a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2zM6 9h12v2H6V9zm8 5H6v-2h8v2zm4-6H6V6h12v2z');
  icon.appendChild(path);
  toggle.appendChild(icon);
  root.appendChild(panel);
  root.appendChild(toggle);

  function bubble(text, mine) {
    var p = make('p', {}, { margin: '0', padding: '8px 12px', borderRadius: '12px', alignSelf: mine ? 'flex-end' : 'flex-start', background: mine ? '#5b6cff' : 'rgba(255,255,255,.08)' });
    p.textContent = text;
    log.appendChild(p);
    log.scrollTop = log.scrollHeight;
  }

  // Nobody answers in this stand-in: after its reply it offers a support ticket instead (once).
  function offerTicket() {
    if (away) return;
    away = make('p', { 'data-testid': 'academy-chat-away' }, { margin: '0', padding: '8px 12px', borderRadius: '12px', alignSelf: 'flex-start', background: 'rgba(255,255,255,.08)' });
    away.appendChild(document.createElement('span'));
    away.appendChild(document.createTextNode(' '));
    away.appendChild(make('a', { href: TICKET_URL }, { color: '#fff', fontWeight: '700', textDecoration: 'underline' }));
    log.appendChild(away);
    render();
    log.scrollTop = log.scrollHeight;
  }

  function render() {
    var t = TEXTS[lang] || TEXTS.en;
    root.setAttribute('data-lang', lang);
    root.setAttribute('lang', lang);
    toggle.setAttribute('aria-label', open ? t.close : t.open);
    toggle.title = open ? t.close : t.open;
    closeBtn.setAttribute('aria-label', t.close);
    title.textContent = t.title;
    greeting.textContent = t.greeting;
    input.setAttribute('placeholder', t.placeholder);
    input.setAttribute('aria-label', t.placeholder);
    sendBtn.textContent = t.send;
    if (away) {
      away.firstChild.textContent = t.away;
      away.lastChild.textContent = t.ticket;
    }
  }

  function setOpen(value) {
    open = value;
    if (open) panel.removeAttribute('hidden');
    else panel.setAttribute('hidden', '');
    toggle.setAttribute('aria-expanded', String(open));
    render();
    if (open) input.focus();
    else toggle.focus();
  }

  toggle.addEventListener('click', function () { setOpen(!open); });
  closeBtn.addEventListener('click', function () { setOpen(false); });
  panel.addEventListener('keydown', function (e) { if (e.key === 'Escape') setOpen(false); });
  form.addEventListener('submit', function (e) {
    e.preventDefault();
    var text = input.value.trim();
    if (!text) return;
    bubble(text, true);
    input.value = '';
    setTimeout(function () {
      bubble((TEXTS[lang] || TEXTS.en).reply, false);
      offerTicket();
    }, 400);
  });

  function mount() {
    render();
    if (!root.isConnected) document.body.appendChild(root);
  }
  if (document.body) mount();
  else document.addEventListener('DOMContentLoaded', mount);

  window.AcademyChat = {
    setLanguage: function (next) {
      lang = TEXTS[next] ? next : 'en';
      render();
    },
  };
})();
