// The countdown: from the server's deadline, and spoken only at a few moments.
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { QuizTimer } from './QuizTimer';

afterEach(() => jest.useRealTimers());

describe('QuizTimer', () => {
  it('counts down to the deadline, telling screen readers at 5 and 1 minute left and when time is up, not every second', () => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2026-11-26T10:00:00.000Z'));
    renderWithProviders(<QuizTimer deadline="2026-11-26T10:06:00.000Z" skewMs={0} />);
    const timer = screen.getByRole('timer', { name: 'Time left' });
    const announcement = screen.getByTestId('timer-announcement');
    expect(timer).toHaveTextContent('6:00');
    expect(announcement).toHaveTextContent('');
    act(() => {
      jest.advanceTimersByTime(59_000);
    });
    expect(timer).toHaveTextContent('5:01');
    expect(announcement).toHaveTextContent('');
    act(() => {
      jest.advanceTimersByTime(1_000);
    });
    expect(timer).toHaveTextContent('5:00');
    expect(announcement).toHaveTextContent('5 min left in this quiz');
    act(() => {
      jest.advanceTimersByTime(120_000);
    });
    // Unchanged between the moments.
    expect(announcement).toHaveTextContent('5 min left in this quiz');
    act(() => {
      jest.advanceTimersByTime(120_000);
    });
    expect(timer).toHaveTextContent('1:00');
    expect(announcement).toHaveTextContent('1 min left in this quiz');
    act(() => {
      jest.advanceTimersByTime(60_000);
    });
    expect(timer).toHaveTextContent('0:00');
    expect(announcement).toHaveTextContent('Time is up');
  });

  it("uses the server's clock: a device 2 minutes fast still shows the server's time left", () => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2026-11-26T10:02:00.000Z'));
    renderWithProviders(<QuizTimer deadline="2026-11-26T11:00:00.000Z" skewMs={-120_000} />);
    expect(screen.getByRole('timer')).toHaveTextContent('1:00:00');
    // Opened with less than 10 minutes left: that moment is not announced at once.
  });

  it('does not announce the moment already passed when it appears', () => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2026-11-26T10:00:00.000Z'));
    renderWithProviders(<QuizTimer deadline="2026-11-26T10:04:00.000Z" skewMs={0} />);
    expect(screen.getByTestId('timer-announcement')).toHaveTextContent('');
  });
});
