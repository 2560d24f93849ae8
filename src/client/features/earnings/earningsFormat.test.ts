import { formatHold } from './earningsFormat';

describe('formatHold', () => {
  it('says the hold in the largest whole unit, in the UI language', () => {
    expect(formatHold(30, 'en')).toBe('30 days');
    expect(formatHold(14, 'th')).toBe('14 วัน');
    expect(formatHold(0.5, 'en')).toBe('12 hours');
    expect(formatHold(1.5, 'en')).toBe('1.5 days');
    expect(formatHold(20 / 86_400, 'en')).toBe('20 seconds');
    expect(formatHold(90 / 86_400, 'en')).toBe('1.5 minutes');
    expect(formatHold(0, 'en')).toBe('0 seconds');
  });
});
