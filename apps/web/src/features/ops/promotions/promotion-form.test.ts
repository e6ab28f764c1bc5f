import { describe, expect, it } from 'vitest';
import { humanize, newValue, unwrapNullable } from './json-schema';
import { draftOf, requestOf } from './promotion-form';

describe('the promotion form', () => {
  it('turns a filled draft into the request the server takes', () => {
    const draft = draftOf(null, new Date('2026-01-01T00:00:00Z'));
    draft.code = 'spring_gift';
    draft.rule = { amount: '8', withinDays: 7 };
    draft.texts.en.title = 'Spring gift';
    draft.texts.zh.title = '春季礼';
    draft.budget = '1000';
    draft.audience = { kind: 'vip', days: '7', levels: [2, 3], agent: '' };
    const checked = requestOf(draft);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.request).toMatchObject({
      code: 'SPRING_GIFT',
      budget: '1000',
      audience: { kind: 'vip', levels: [2, 3] },
      turnover: { multiple: 1, base: 'bonus', category: null },
    });
    expect(Object.keys(checked.request.texts)).toEqual(['en', 'zh']);
  });

  it('names the fields to fix, and the shared rules the server applies', () => {
    const draft = draftOf(null);
    draft.code = 'x';
    draft.budget = 'lots';
    expect(requestOf(draft)).toMatchObject({ ok: false, fields: expect.arrayContaining(['code', 'budget']) });
    draft.code = 'GOOD_CODE';
    draft.budget = '';
    expect(requestOf(draft)).toMatchObject({ ok: false, problems: ['promotion_title_required'] });
    draft.texts.en.title = 'Title';
    draft.ends = '2000-01-01T00:00';
    expect(requestOf(draft)).toMatchObject({ ok: false, problems: ['promotion_period_invalid'] });
  });
});

describe('rule parameters from JSON Schema', () => {
  it('makes a new value from defaults, required fields and minimum rows', () => {
    const schema = {
      type: 'object' as const,
      properties: {
        percent: { type: 'number' as const },
        scope: { type: 'string' as const, enum: ['lifetime', 'promotion'], default: 'lifetime' },
        tiers: {
          type: 'array' as const,
          minItems: 1,
          items: { type: 'object' as const, properties: { min: { type: 'string' as const } }, required: ['min'] },
        },
        category: { anyOf: [{ type: 'string' as const, enum: ['RNG'] }, { type: 'null' as const }] },
      },
      required: ['percent', 'tiers', 'category'],
    };
    expect(newValue(schema)).toEqual({ scope: 'lifetime', tiers: [{ min: '' }], category: null });
    expect(unwrapNullable(schema.properties.category)).toEqual({ schema: { type: 'string', enum: ['RNG'] }, nullable: true });
    expect(humanize('minDeposit')).toBe('Min deposit');
  });
});
