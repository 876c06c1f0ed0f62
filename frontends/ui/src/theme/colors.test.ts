import { describe, expect, it } from 'vitest';
import { adjustLightness, hexToHsl, themeColors } from './colors.ts';

describe('theme colours from the appearance settings', () => {
  it('when colours are 3- or 6-digit hex with or without #, then they are used as #RRGGBB', () => {
    expect(themeColors('0f3460', '#f52', false)).toEqual({ primary: '#0F3460', secondary: '#FF5522' });
    expect(themeColors('#abc', 'FF5722', false)).toEqual({ primary: '#AABBCC', secondary: '#FF5722' });
  });

  it('when a colour is not hex, then it is ignored', () => {
    expect(themeColors('red', '#12345', false)).toEqual({});
    expect(themeColors('', null, true)).toEqual({});
    expect(themeColors('#0F3460', 'rgb(1,2,3)', false)).toEqual({ primary: '#0F3460' });
  });

  it('when dark mode is on, then the primary is lightened by 20 and the secondary by 10 points', () => {
    const { primary, secondary } = themeColors('#0F3460', '#FF5722', true);
    expect(hexToHsl(primary!).l).toBeCloseTo(hexToHsl('#0F3460').l + 20, 0);
    expect(hexToHsl(secondary!).l).toBeCloseTo(hexToHsl('#FF5722').l + 10, 0);
    expect(hexToHsl(primary!).h).toBeCloseTo(hexToHsl('#0F3460').h, 0);
  });

  it('when lightening would pass 90 % lightness, then it stops at 90 %', () => {
    expect(hexToHsl(adjustLightness('#EEEEEE', 20)).l).toBeCloseTo(90, 0);
    expect(themeColors('#FFFFFF', '#F0F0F0', true)).toEqual({ primary: '#E6E6E6', secondary: '#E6E6E6' });
  });
});
