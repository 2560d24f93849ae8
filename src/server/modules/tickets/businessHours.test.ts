// The support clock: Monday to Friday 09:00-18:00 in the region's zone, across weekends and zones.
import { businessSecondsBetween, REGION_TIME_ZONES, zoneOffsetMs } from './businessHours';

const at = (iso: string) => new Date(iso);
const H = 3600;
const BKK = REGION_TIME_ZONES[174];
const HCM = REGION_TIME_ZONES[193];
const MNL = REGION_TIME_ZONES[138];
const UTC = REGION_TIME_ZONES[999];

describe('businessSecondsBetween', () => {
  it('knows each region zone and its offset', () => {
    expect([BKK, HCM, MNL, UTC]).toEqual(['Asia/Bangkok', 'Asia/Ho_Chi_Minh', 'Asia/Manila', 'UTC']);
    expect(zoneOffsetMs(Date.parse('2026-11-23T00:00:00Z'), BKK)).toBe(7 * H * 1000);
    expect(zoneOffsetMs(Date.parse('2026-11-23T00:00:00Z'), MNL)).toBe(8 * H * 1000);
    expect(zoneOffsetMs(Date.parse('2026-11-23T00:00:00Z'), UTC)).toBe(0);
  });

  it('counts a whole working day (Monday 09:00-18:00 Bangkok = 02:00-11:00 UTC)', () => {
    expect(businessSecondsBetween(at('2026-11-23T02:00:00Z'), at('2026-11-23T11:00:00Z'), BKK)).toBe(9 * H);
    // The whole calendar day counts the same.
    expect(businessSecondsBetween(at('2026-11-22T17:00:00Z'), at('2026-11-23T17:00:00Z'), BKK)).toBe(9 * H);
  });

  it('skips the time before opening and after closing', () => {
    // 08:00-09:30 local: half an hour.
    expect(businessSecondsBetween(at('2026-11-23T01:00:00Z'), at('2026-11-23T02:30:00Z'), BKK)).toBe(1800);
    // 17:30-20:00 local: half an hour.
    expect(businessSecondsBetween(at('2026-11-23T10:30:00Z'), at('2026-11-23T13:00:00Z'), BKK)).toBe(1800);
  });

  it('pauses over the weekend: Friday 17:00 to Monday 10:00 is two hours, in every zone', () => {
    expect(businessSecondsBetween(at('2026-11-27T10:00:00Z'), at('2026-11-30T03:00:00Z'), BKK)).toBe(2 * H);
    expect(businessSecondsBetween(at('2026-11-27T10:00:00Z'), at('2026-11-30T03:00:00Z'), HCM)).toBe(2 * H);
    expect(businessSecondsBetween(at('2026-11-27T09:00:00Z'), at('2026-11-30T02:00:00Z'), MNL)).toBe(2 * H);
    expect(businessSecondsBetween(at('2026-11-27T17:00:00Z'), at('2026-11-30T10:00:00Z'), UTC)).toBe(2 * H);
    // A weekend alone counts nothing.
    expect(businessSecondsBetween(at('2026-11-27T12:00:00Z'), at('2026-11-29T16:59:59Z'), BKK)).toBe(0);
  });

  it('uses the zone: the same instants count differently per region', () => {
    // Monday 00:00-09:00 UTC: 07:00-16:00 in Bangkok and Ho Chi Minh City, 08:00-17:00 in Manila, before opening in UTC.
    const from = at('2026-11-23T00:00:00Z');
    const to = at('2026-11-23T09:00:00Z');
    expect(businessSecondsBetween(from, to, BKK)).toBe(7 * H);
    expect(businessSecondsBetween(from, to, HCM)).toBe(7 * H);
    expect(businessSecondsBetween(from, to, MNL)).toBe(8 * H);
    expect(businessSecondsBetween(from, to, UTC)).toBe(0);
    // Sunday 23:00 UTC is already Monday 06:00 in Bangkok: Monday 09:00-10:00 local counts there, nothing in UTC.
    expect(businessSecondsBetween(at('2026-11-29T23:00:00Z'), at('2026-11-30T03:00:00Z'), BKK)).toBe(H);
    expect(businessSecondsBetween(at('2026-11-29T23:00:00Z'), at('2026-11-30T03:00:00Z'), UTC)).toBe(0);
    // Friday 20:00 UTC is Saturday 03:00 in Manila: nothing after it that night counts there, while UTC counted Friday.
    expect(businessSecondsBetween(at('2026-11-27T16:00:00Z'), at('2026-11-27T20:00:00Z'), MNL)).toBe(0);
    expect(businessSecondsBetween(at('2026-11-27T16:00:00Z'), at('2026-11-27T20:00:00Z'), UTC)).toBe(2 * H);
  });

  it('counts two weeks as ten working days', () => {
    expect(businessSecondsBetween(at('2026-11-22T17:00:00Z'), at('2026-12-06T17:00:00Z'), BKK)).toBe(10 * 9 * H);
  });

  it('is zero when the end is not after the start', () => {
    expect(businessSecondsBetween(at('2026-11-23T05:00:00Z'), at('2026-11-23T05:00:00Z'), BKK)).toBe(0);
    expect(businessSecondsBetween(at('2026-11-23T06:00:00Z'), at('2026-11-23T05:00:00Z'), BKK)).toBe(0);
  });
});
