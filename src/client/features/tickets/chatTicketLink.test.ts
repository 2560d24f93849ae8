// The chat stand-in (public/chat/academy-chat.js, a script of its own outside the SPA's bundles) offers a
// support ticket when nobody answers: its link must be the SPA's path of the learner's tickets.
import fs from 'node:fs';
import path from 'node:path';
import { fireEvent, screen } from '@testing-library/react';
import { paths } from '../../app/paths';

const SCRIPT = fs.readFileSync(path.resolve(__dirname, '../../../../public/chat/academy-chat.js'), 'utf8');

afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
  delete window.AcademyChat;
});

it('offers "Open a ticket" after its reply, in the current language', () => {
  jest.useFakeTimers();
  new Function(SCRIPT)();
  window.AcademyChat?.setLanguage('en');
  fireEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
  expect(screen.queryByRole('link', { name: 'Open a ticket' })).toBeNull();
  const input = screen.getByRole('textbox', { name: 'Type a message…' }) as HTMLInputElement;
  input.value = 'Hello?';
  fireEvent.submit(input.closest('form') as HTMLFormElement);
  jest.advanceTimersByTime(500);
  const link = screen.getByRole('link', { name: 'Open a ticket' });
  expect(link.getAttribute('href')).toBe(paths.student.supportTicket());
  expect(screen.getByText(/Nobody is available right now/)).toBeTruthy();
  window.AcademyChat?.setLanguage('th');
  expect(link.textContent).toBe('เปิดคำร้อง');
  // Offered once, not after every message.
  input.value = 'Again';
  fireEvent.submit(input.closest('form') as HTMLFormElement);
  jest.advanceTimersByTime(500);
  expect(screen.getAllByRole('link')).toHaveLength(1);
});
