import { PROMOTION_STATUSES, PROMOTION_TABS, PROMOTION_TAGS } from '@fortuna/shared';
import { describe, expect, it } from 'vitest';
import { describeFeatureTexts } from '../../i18n/feature-texts.test-support';
import en from './locales/en.json';
import my from './locales/my.json';
import zh from './locales/zh.json';

describeFeatureTexts('promotions texts', { en, zh, my });

describe('promotions texts cover the constants', () => {
  it('names every tab, tag and status in each language', () => {
    for (const texts of [en, zh, my]) {
      for (const tab of PROMOTION_TABS) expect(texts.promotions.category[tab], tab).toBeTruthy();
      for (const tag of PROMOTION_TAGS) expect(texts.promotions.tag[tag], tag).toBeTruthy();
      for (const status of PROMOTION_STATUSES) expect(texts.promotions.status[status], status).toBeTruthy();
    }
  });
});
