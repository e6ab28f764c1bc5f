import { describe, expect, it } from 'vitest';
import { routePopup } from './shell/popup-host';
import { hidesSideMenu } from './side-menu-visibility';

describe('hidesSideMenu', () => {
  it('hides the side menu on the lottery and seamless pages, in any letter case', () => {
    for (const path of ['/seamless', '/lottery', '/lottert', '/vnLottery', '/vnlottery', '/SEALOTTERY', '/seaLottery/']) {
      expect(hidesSideMenu(path)).toBe(true);
    }
  });

  it('keeps it everywhere else', () => {
    for (const path of ['/', '/lott', '/elott', '/live', '/lottery-results', '/member']) {
      expect(hidesSideMenu(path)).toBe(false);
    }
  });
});

describe('routePopup', () => {
  it('maps /login and /register to their popups', () => {
    expect(routePopup('/login')).toBe('login');
    expect(routePopup('/Register/')).toBe('register');
    expect(routePopup('/')).toBeNull();
  });
});
