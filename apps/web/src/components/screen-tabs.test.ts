import { describe, expect, it } from 'vitest';
import { scrollLeftShowing } from './screen-tabs';

// A 390 px phone: the bar shows 358 px of tabs about 110 px wide each.
const bar = (scrollLeft: number) => ({ scrollLeft, clientWidth: 358, scrollWidth: 800 });

describe('scrollLeftShowing (the active tab of a bar wider than the screen)', () => {
  it('scrolls a tab past the right edge into the middle of the bar', () => {
    expect(scrollLeftShowing(bar(0), { offsetLeft: 550, offsetWidth: 110 })).toBe(550 - (358 - 110) / 2);
  });

  it('scrolls back to a tab left of what is shown', () => {
    expect(scrollLeftShowing(bar(400), { offsetLeft: 110, offsetWidth: 110 })).toBe(0);
  });

  it('leaves the bar alone when the tab is fully shown', () => {
    expect(scrollLeftShowing(bar(100), { offsetLeft: 200, offsetWidth: 110 })).toBe(100);
  });

  it('never scrolls past the end of the bar', () => {
    expect(scrollLeftShowing(bar(0), { offsetLeft: 690, offsetWidth: 110 })).toBe(800 - 358);
  });
});
