import { describe, expect, it } from 'vitest';
import { checkDropDraft, newDropDraft } from './drop-form';

const ZONE = 'Asia/Yangon';
const NOW = Date.parse('2026-11-27T10:00:00Z');

describe('the new red-envelope drop form', () => {
  it('reads the window on the merchant clock and sends only the titles written', () => {
    const draft = { ...newDropDraft(NOW, ZONE), budget: '88.8', count: '8' };
    draft.titles.en = 'Lucky';
    draft.titles.zh = '幸运';
    expect(draft.startsAt).toBe('2026-11-27T16:30');
    const checked = checkDropDraft(draft, NOW, ZONE);
    expect(checked).toEqual({
      ok: true,
      request: {
        titles: { en: 'Lucky', zh: '幸运' },
        budget: '88.8',
        count: 8,
        minAmount: '1',
        startsAt: '2026-11-27T10:00:00.000Z',
        endsAt: '2026-11-28T10:00:00.000Z',
        audience: { kind: 'everyone' },
      },
    });
  });

  it('names every refused field: English title, money, count, window and audience', () => {
    const draft = { ...newDropDraft(NOW, ZONE), budget: '1.234', count: '0', minAmount: 'x', endsAt: '2026-11-27T16:00' };
    draft.audience = { kind: 'newbies', days: '0', levels: [], agent: '' };
    const checked = checkDropDraft(draft, NOW, ZONE);
    expect(checked.ok).toBe(false);
    expect(checked.ok ? [] : [...checked.fields].sort()).toEqual(['audience', 'budget', 'count', 'endsAt', 'minAmount', 'title_en']);
  });
});
