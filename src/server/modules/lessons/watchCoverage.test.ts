// The stretches of a video counted as watched, from consecutive position reports.
import { addReport, normalize, watchedPercent, watchedSeconds, type Segment } from './watchCoverage';

const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1) + seconds * 1000);

describe('watch coverage', () => {
  it('credits the stretch before a report, as long as the time since the previous one could play it', () => {
    // 10 s later at 10 s further: all of it.
    expect(addReport([], 300, { previous: { position: 0, at: at(0) }, position: 10, at: at(10) })).toEqual([[0, 10]]);
    // 1 s later at the end: about two seconds before the end (2x, with a little slack).
    expect(addReport([], 300, { previous: { position: 0, at: at(0) }, position: 300, at: at(1) })).toEqual([[297.8, 300]]);
    // A long silence adds at most 60 s.
    expect(addReport([], 3600, { previous: { position: 0, at: at(0) }, position: 3000, at: at(3000) })).toEqual([[2940, 3000]]);
  });

  it('credits nothing for a first report, a report back in the video, or no time passing', () => {
    expect(addReport([], 300, { previous: { position: 0, at: null }, position: 50, at: at(10) })).toEqual([]);
    expect(addReport([[0, 50]], 300, { previous: { position: 50, at: at(0) }, position: 20, at: at(10) })).toEqual([[0, 50]]);
    expect(addReport([], 300, { previous: { position: 0, at: at(5) }, position: 30, at: at(5) })).toEqual([]);
    expect(addReport([], 0, { previous: { position: 0, at: at(0) }, position: 30, at: at(30) })).toEqual([]);
  });

  it('joins touching stretches, keeps them within the video, and ignores what is not a stretch', () => {
    const stored = [[10, 20], [20.3, 30], [-5, 2], [40, 500], 'x', [7, 3], [1, Number.NaN]] as unknown as Segment[];
    expect(normalize(stored, 100)).toEqual([[0, 2], [10, 30], [40, 100]]);
    expect(watchedSeconds(stored, 100)).toBe(82);
    expect(watchedPercent(stored, 100)).toBe(82);
    expect(watchedPercent([[0, 89.99]], 100)).toBe(89);
    expect(watchedPercent([[0, 90]], 100)).toBe(90);
    expect(watchedPercent([[0, 10]], 0)).toBe(0);
  });

  it('stops adding stretches past a bound, so a row cannot grow without end', () => {
    let segments: Segment[] = [];
    for (let i = 0; i < 600; i++) segments = addReport(segments, 100_000, { previous: { position: i * 100, at: at(i * 10) }, position: i * 100 + 5, at: at(i * 10 + 5) });
    expect(segments.length).toBe(500);
  });
});
