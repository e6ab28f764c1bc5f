import type { Page } from '@playwright/test';

/**
 * Script-injection payloads for the "nothing stored runs" checks (issue 17). Each one, if it ever
 * ran, would call `window.__xss(n)` with its own number; {@link watchXss} records those calls and
 * any dialog a payload might open, so a test stores every payload, opens each page that shows
 * it, and asserts {@link xssFired} is empty.
 */
const RAW = [
  '<script>window.__xss(N)</script>',
  '<img src=x onerror="window.__xss(N)">',
  '<svg onload="window.__xss(N)"></svg>',
  '<svg><script>window.__xss(N)</script></svg>',
  '<body onload="window.__xss(N)">',
  '<iframe src="javascript:window.parent.__xss(N)"></iframe>',
  '<iframe srcdoc="<script>parent.__xss(N)</script>"></iframe>',
  '<a href="javascript:window.__xss(N)" id="xss-link-N">click</a>',
  '<a href="JaVaScRiPt:window.__xss(N)">click</a>',
  '<a href="&#106;avascript:window.__xss(N)">click</a>',
  '<div onmouseover="window.__xss(N)" style="position:fixed;inset:0">hover</div>',
  '<details open ontoggle="window.__xss(N)">d</details>',
  '<input autofocus onfocus="window.__xss(N)">',
  '<select autofocus onfocus="window.__xss(N)"></select>',
  '<textarea autofocus onfocus="window.__xss(N)"></textarea>',
  '<video><source onerror="window.__xss(N)"></video>',
  '<audio src=x onerror="window.__xss(N)"></audio>',
  '<object data="javascript:window.__xss(N)"></object>',
  '<embed src="javascript:window.__xss(N)">',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss(N)"></style></mglyph></table></mtext></math>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss(N)>"></noscript>',
  '"><img src=x onerror=window.__xss(N)>',
  "'><svg/onload=window.__xss(N)>",
  '</textarea><script>window.__xss(N)</script>',
  '</title><script>window.__xss(N)</script>',
  '<style>@import "javascript:window.__xss(N)";</style>',
  '<form action="javascript:window.__xss(N)"><button id="xss-btn-N">go</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss(N)">',
  '<base href="javascript:window.__xss(N)//">',
  '<img src="x" onerror="window[\'__\' + \'xss\'](N)">',
  '<marquee onstart="window.__xss(N)">m</marquee>',
  '<isindex type=image src=1 onerror=window.__xss(N)>',
  '{{constructor.constructor("window.__xss(N)")()}}',
  '<img src=x:alert(1) onerror=window.__xss(N)>',
];

/** At least 30 payloads, each numbered (`N` replaced) so a report names the one that ran. */
export const XSS_PAYLOADS: readonly string[] = RAW.map((raw, i) => raw.replaceAll('N', String(i + 1)));

/** Installs `window.__xss` before any page script and records dialogs; call before navigating. */
export async function watchXss(page: Page): Promise<{ fired: () => Promise<number[]>; dialogs: string[] }> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __xss: (n: number) => void; __xssFired: number[] };
    w.__xssFired = [];
    w.__xss = (n: number) => {
      w.__xssFired.push(n);
    };
  });
  return {
    dialogs,
    fired: () => page.evaluate(() => (window as unknown as { __xssFired?: number[] }).__xssFired ?? []),
  };
}

/** Hovers, focuses and clicks what a payload could have planted (links, buttons), so event-handler payloads get their chance to run. */
export async function provokeXss(page: Page): Promise<void> {
  await page.mouse.move(10, 10);
  await page.mouse.move(200, 200);
  for (const id of ['xss-link', 'xss-btn']) {
    const targets = page.locator(`[id^="${id}-"]`);
    const count = await targets.count();
    for (let i = 0; i < count; i++)
      await targets
        .nth(i)
        .click({ trial: false, noWaitAfter: true, timeout: 1000 })
        .catch(() => {});
  }
}
