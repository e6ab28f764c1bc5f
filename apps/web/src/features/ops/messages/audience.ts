import type { MessageAudience } from '@fortuna/shared';

/** The audience form's state: which kind, and each kind's own fields (kept when switching). */
export type AudienceDraft = { to: MessageAudience['to']; username: string; usernames: string; agent: string; scope: 'direct' | 'downline' };

export const EMPTY_AUDIENCE: AudienceDraft = { to: 'member', username: '', usernames: '', agent: '', scope: 'downline' };

/** Usernames typed one a line or separated by commas or spaces, each once. */
export function splitUsernames(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,，;]+/)
        .map((u) => u.trim())
        .filter(Boolean),
    ),
  ];
}

/** The audience the server takes, from the form. */
export function audienceOf(draft: AudienceDraft): MessageAudience {
  switch (draft.to) {
    case 'member':
      return { to: 'member', username: draft.username.trim() };
    case 'list':
      return { to: 'list', usernames: splitUsernames(draft.usernames) };
    case 'team':
      return { to: 'team', agent: draft.agent.trim(), scope: draft.scope };
    case 'all':
      return { to: 'all' };
  }
}
