import { describe, expect, it } from 'vitest';
import { draftOf, requestOf } from './announcement-form';

describe('announcement editor form', () => {
  it('turns a new draft into a request, leaving empty languages out', () => {
    const draft = { ...draftOf(null), title: { en: 'Hello', zh: '', my: 'မင်္ဂလာပါ' }, content: { en: '<p>x</p>', zh: '', my: '' } };
    const result = requestOf(draft);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.request.title).toEqual({ en: 'Hello', my: 'မင်္ဂလာပါ' });
      expect(result.request.content).toEqual({ en: '<p>x</p>' });
      expect(result.request.audience).toBe('ALL');
    }
  });

  it('names the fields to fix: a team without an agent, an end before the start, a missing English title', () => {
    const titled = { ...draftOf(null), title: { en: 'Hi', zh: '', my: '' } };
    const result = requestOf({ ...titled, audience: 'TEAM' as const, starts: '2026-05-02T10:00', ends: '2026-05-01T10:00' });
    expect(result).toEqual({ ok: false, fields: expect.arrayContaining(['agentId', 'endsAt']) });
    expect(requestOf(draftOf(null))).toEqual({ ok: false, fields: ['title'] });
  });
});
