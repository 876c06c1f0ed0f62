import { describe, expect, it } from 'vitest';
import { adjustLightness, contrastRatio, hexToHsl, TEXT_BACKGROUNDS, textOn, textShade, themeColors } from './colors.ts';

describe('theme colours from the appearance settings', () => {
  it('when colours are 3- or 6-digit hex with or without #, then they are used as #RRGGBB', () => {
    expect(themeColors('0f3460', '#f52', false)).toMatchObject({ primary: '#0F3460', secondary: '#FF5522' });
    expect(themeColors('#abc', 'FF5722', false)).toMatchObject({ primary: '#AABBCC', secondary: '#FF5722' });
  });

  it('when a colour is not hex, then it is ignored', () => {
    expect(themeColors('red', '#12345', false)).toEqual({});
    expect(themeColors('', null, true)).toEqual({});
    const { secondary, onSecondary, secondaryText } = themeColors('#0F3460', 'rgb(1,2,3)', false);
    expect([secondary, onSecondary, secondaryText]).toEqual([undefined, undefined, undefined]);
    expect(themeColors('#0F3460', 'rgb(1,2,3)', false).primary).toBe('#0F3460');
  });

  it('when dark mode is on, then the primary is lightened by 20 and the secondary by 10 points', () => {
    const { primary, secondary } = themeColors('#0F3460', '#FF5722', true);
    expect(hexToHsl(primary!).l).toBeCloseTo(hexToHsl('#0F3460').l + 20, 0);
    expect(hexToHsl(secondary!).l).toBeCloseTo(hexToHsl('#FF5722').l + 10, 0);
    expect(hexToHsl(primary!).h).toBeCloseTo(hexToHsl('#0F3460').h, 0);
  });

  it('when lightening would pass 90 % lightness, then it stops at 90 %', () => {
    expect(hexToHsl(adjustLightness('#EEEEEE', 20)).l).toBeCloseTo(90, 0);
    expect(themeColors('#FFFFFF', '#F0F0F0', true)).toMatchObject({ primary: '#E6E6E6', secondary: '#E6E6E6' });
  });
});

describe('text that reads on the brand colours (WCAG 2.1 AA, 4.5:1)', () => {
  it('when the contrast of black on white and of a colour on itself are measured, then they are 21:1 and 1:1', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FF5722', '#FF5722')).toBe(1);
    // the figure the accessibility review measured: white on the brand orange
    expect(contrastRatio('#FFFFFF', '#FF5722')).toBeCloseTo(3.16, 2);
  });

  it('when the brand orange is a fill, then dark text is drawn on it; on the navy, white', () => {
    expect(textOn('#FF5722')).toBe('#17202E');
    expect(textOn('#0F3460')).toBe('#FFFFFF');
  });

  it('when the default colours are applied in either theme, then every text colour reads at 4.5:1 on its fill or on every surface', () => {
    for (const dark of [false, true]) {
      const c = themeColors('#0F3460', '#FF5722', dark);
      expect(contrastRatio(c.onPrimary!, c.primary!)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(c.onSecondary!, c.secondary!)).toBeGreaterThanOrEqual(4.5);
      for (const surface of dark ? TEXT_BACKGROUNDS.dark : TEXT_BACKGROUNDS.light) {
        expect(contrastRatio(c.primaryText!, surface)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(c.secondaryText!, surface)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('when the orange is text on white, then it takes a darker orange of the same hue; a colour that reads already is kept', () => {
    const text = textShade('#FF5722', TEXT_BACKGROUNDS.light);
    expect(hexToHsl(text).h).toBeCloseTo(hexToHsl('#FF5722').h, -1);
    expect(hexToHsl(text).l).toBeLessThan(hexToHsl('#FF5722').l);
    expect(textShade('#0F3460', TEXT_BACKGROUNDS.light)).toBe('#0F3460');
  });

  it('when any colour is chosen in the settings, then its text shades read in both themes', () => {
    for (const color of ['#FFEB3B', '#00BCD4', '#4338CA', '#777777', '#000000', '#FFFFFF']) {
      for (const dark of [false, true]) {
        const c = themeColors(color, color, dark);
        expect(contrastRatio(c.onSecondary!, c.secondary!), `${color} as a fill`).toBeGreaterThanOrEqual(
          Math.min(4.5, Math.max(contrastRatio('#FFFFFF', c.secondary!), contrastRatio('#17202E', c.secondary!))),
        );
        for (const surface of dark ? TEXT_BACKGROUNDS.dark : TEXT_BACKGROUNDS.light)
          expect(contrastRatio(c.secondaryText!, surface), `${color} as text`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
