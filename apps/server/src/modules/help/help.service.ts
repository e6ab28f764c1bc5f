import {
  HELP_SECTION_IDS,
  type HelpCenter,
  type HelpSectionId,
  type HelpSectionsRequest,
  type HelpTextRequest,
  type LanguageCode,
  normalizeLanguage,
  type OpsHelp,
} from '@fortuna/shared';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { sanitizeStoredHtml } from '../../core/sanitize-html';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../ops/audit';
import { helpRepository as repo } from './help.repository';

type Db = Kysely<Database>;

/**
 * The language a section is shown in: the asked one, else the merchant's default, else English,
 * else whichever the operator wrote first (a section with no text at all is left out).
 */
export function pickHelpLanguage(available: readonly string[], asked: string, fallback: string): string | undefined {
  for (const language of [asked, fallback, 'en']) if (available.includes(language)) return language;
  return available[0];
}

const isSectionId = (code: string): code is HelpSectionId => (HELP_SECTION_IDS as readonly string[]).includes(code);

/** The help centre: what players read (`/wps/system/helpCenter`) and what operators write (`/ops/help`). */
export function createHelpService(db: Db) {
  async function overview(request: FastifyRequest): Promise<OpsHelp> {
    const merchant = request.site.merchant;
    const [sections, texts] = await Promise.all([repo.listSections(db, merchant.id), repo.listTexts(db, merchant.id)]);
    const known = new Map(sections.map((s) => [s.code, s]));
    return {
      // Every known section is listed, written or not, so an operator can start one.
      sections: HELP_SECTION_IDS.map((id, i) => {
        const row = known.get(id);
        return {
          id,
          sort: row?.sort ?? i,
          enabled: row?.enabled ?? false,
          texts: texts
            .filter((t) => t.code === id)
            .map((t) => ({ lang: t.language, title: t.title, content: t.content, updatedAt: new Date(t.updated_at).toISOString() })),
        };
      }).sort((a, b) => a.sort - b.sort || HELP_SECTION_IDS.indexOf(a.id) - HELP_SECTION_IDS.indexOf(b.id)),
      languages: merchant.languages,
      defaultLanguage: merchant.default_language,
    };
  }

  return {
    /** The enabled sections in order, each in the asked language or its fallback. */
    async center(merchant: { id: number; default_language: string }, asked: LanguageCode): Promise<HelpCenter> {
      const rows = await repo.listPublished(db, merchant.id);
      const bySection = new Map<string, typeof rows>();
      for (const row of rows) bySection.set(row.code, [...(bySection.get(row.code) ?? []), row]);
      const sections: HelpCenter['sections'] = [];
      for (const [code, texts] of bySection) {
        if (!isSectionId(code)) continue;
        const language = pickHelpLanguage(
          texts.map((t) => t.language),
          asked,
          merchant.default_language,
        );
        const text = texts.find((t) => t.language === language);
        if (text) sections.push({ id: code, title: text.title, content: text.content, lang: text.language });
      }
      return { lang: asked, sections };
    },

    overview,

    /** Writes a section's title and HTML in one of the site's languages; the HTML is sanitized before it is stored. */
    async saveText(request: FastifyRequest, section: HelpSectionId, language: LanguageCode, input: HelpTextRequest) {
      const merchant = request.site.merchant;
      if (!merchant.languages.includes(language)) throw new AppError('invalid_parameter', { reason: 'language_not_offered', language });
      const content = sanitizeStoredHtml(input.content);
      if (!content) throw new AppError('invalid_parameter', { reason: 'content_empty' });
      return db.transaction().execute(async (trx) => {
        await repo.ensureSection(trx, merchant.id, section, HELP_SECTION_IDS.indexOf(section));
        const before = await repo.findText(trx, merchant.id, section, language);
        const row = await repo.upsertText(trx, { merchant_id: merchant.id, code: section, language, title: input.title, content });
        await recordAudit(trx, request, {
          action: 'help.text',
          targetType: 'help_section',
          targetId: `${section}:${language}`,
          before: before ? { title: before.title, content: before.content } : null,
          after: { title: row.title, content: row.content },
        });
        return { id: section, lang: language, title: row.title, content: row.content, updatedAt: new Date(row.updated_at).toISOString() };
      });
    },

    /** Orders and switches sections on or off. */
    async saveSections(request: FastifyRequest, input: HelpSectionsRequest) {
      const merchant = request.site.merchant;
      await db.transaction().execute(async (trx) => {
        const current = new Map((await repo.listSections(trx, merchant.id)).map((s) => [s.code, s]));
        const before: Record<string, unknown> = {};
        const after: Record<string, unknown> = {};
        for (const change of input.sections) {
          const row = current.get(change.id);
          if (!row) await repo.ensureSection(trx, merchant.id, change.id, change.sort);
          if (row && row.sort === change.sort && row.enabled === change.enabled) continue;
          before[change.id] = row ? { sort: row.sort, enabled: row.enabled } : null;
          after[change.id] = { sort: change.sort, enabled: change.enabled };
          await repo.updateSection(trx, merchant.id, change.id, { sort: change.sort, enabled: change.enabled });
        }
        await recordAudit(trx, request, { action: 'help.sections', targetType: 'help_section', before, after });
      });
      return overview(request);
    },
  };
}

export type HelpService = ReturnType<typeof createHelpService>;

/** The language a helpCenter call asks for: its `lang`, else the request's site language. */
export function askedLanguage(lang: string | undefined, siteLanguage: LanguageCode): LanguageCode {
  return normalizeLanguage(lang) ?? siteLanguage;
}
