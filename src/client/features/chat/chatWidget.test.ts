import { CHAT_WIDGET_POLL_MS, CHAT_WIDGET_TIMEOUT_MS } from '../../../shared/constants';
import { loadChatWidget, reserveChatLauncherRoom, resetChatWidgetForTests, setChatLanguage } from './chatWidget';

const URL = 'https://chat.test/widget.js';
const scripts = () => document.querySelectorAll(`script[src="${URL}"]`);

beforeEach(() => {
  jest.useFakeTimers();
  resetChatWidgetForTests();
});
afterEach(() => {
  jest.useRealTimers();
  resetChatWidgetForTests();
});

describe('chat widget loader', () => {
  it('loads nothing without a URL', async () => {
    await expect(loadChatWidget(null, 'th')).resolves.toBe(false);
    expect(document.querySelectorAll('script').length).toBe(0);
  });

  it('injects the script once, polls for AcademyChat and sets the language', async () => {
    const setLanguage = jest.fn();
    const ready = loadChatWidget(URL, 'th');
    void loadChatWidget(URL, 'th');
    expect(scripts().length).toBe(1);
    jest.advanceTimersByTime(CHAT_WIDGET_POLL_MS * 3);
    expect(setLanguage).not.toHaveBeenCalled();
    window.AcademyChat = { setLanguage };
    jest.advanceTimersByTime(CHAT_WIDGET_POLL_MS);
    expect(document.documentElement.hasAttribute('data-chat-launcher')).toBe(false);
    await expect(ready).resolves.toBe(true);
    expect(setLanguage).toHaveBeenCalledWith('th');
    expect(scripts().length).toBe(1);
    // The pages' bottom room for the launcher (theme) follows this mark.
    expect(document.documentElement.hasAttribute('data-chat-launcher')).toBe(true);
  });

  it('uses the latest language chosen while the widget was loading', async () => {
    const setLanguage = jest.fn();
    const ready = loadChatWidget(URL, 'th');
    setChatLanguage('vi');
    expect(setLanguage).not.toHaveBeenCalled();
    window.AcademyChat = { setLanguage };
    jest.advanceTimersByTime(CHAT_WIDGET_POLL_MS);
    await ready;
    expect(setLanguage).toHaveBeenCalledWith('vi');
    expect(setLanguage).not.toHaveBeenCalledWith('th');
  });

  it('passes later language changes straight to the widget', async () => {
    const setLanguage = jest.fn();
    window.AcademyChat = { setLanguage };
    await loadChatWidget(URL, 'th');
    setChatLanguage('tl');
    expect(setLanguage).toHaveBeenLastCalledWith('tl');
  });

  it('takes back the room reserved for the launcher when the widget does not appear', async () => {
    reserveChatLauncherRoom();
    expect(document.documentElement.hasAttribute('data-chat-launcher')).toBe(true);
    const ready = loadChatWidget(URL, 'en');
    jest.advanceTimersByTime(CHAT_WIDGET_TIMEOUT_MS + CHAT_WIDGET_POLL_MS);
    await expect(ready).resolves.toBe(false);
    expect(document.documentElement.hasAttribute('data-chat-launcher')).toBe(false);
  });

  it('gives up after the time-out', async () => {
    const ready = loadChatWidget(URL, 'en');
    jest.advanceTimersByTime(CHAT_WIDGET_TIMEOUT_MS + CHAT_WIDGET_POLL_MS);
    await expect(ready).resolves.toBe(false);
    expect(document.documentElement.hasAttribute('data-chat-launcher')).toBe(false);
    // Still nothing when it appears much later through the poll.
    const setLanguage = jest.fn();
    window.AcademyChat = { setLanguage };
    jest.advanceTimersByTime(CHAT_WIDGET_POLL_MS * 5);
    expect(setLanguage).not.toHaveBeenCalled();
  });

  it('does not throw when the widget rejects a language', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.AcademyChat = {
      setLanguage: () => {
        throw new Error('bad');
      },
    };
    expect(() => setChatLanguage('en')).not.toThrow();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
