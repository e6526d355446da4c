import { guestLangs, type GuestLang } from "#app/shell/languages/publication.ts";
import { shownText } from "./http-get.ts";
import { ownerCookie } from "./owner-account.ts";

// Publishes guest languages the way an owner does, on the owners' Languages page
// (docs/decisions/0033-language-publication.md), so the completeness rule applies to the test's
// data as it applies to the owners': a fresh site's first translations are complete, or this
// throws and names the refusal.

/** POSTs "publish" for each language in turn, as a signed-in owner; throws on a refusal. */
export async function publishLanguages(url: string, dataDir: string, langs: readonly GuestLang[], cookie?: string): Promise<void> {
  const owner = cookie ?? (await ownerCookie(url, dataDir));
  for (const lang of langs) {
    const response = await fetch(`${url}/admin/languages`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: owner, Origin: url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ lang, intent: "publish" }),
    });
    const page = shownText(await response.text());
    if (response.status !== 200) throw new Error(`publishing ${lang} was refused (${response.status}): ${page.slice(0, 600)}`);
  }
}

/** Every guest language on the site (a fresh one publishes English and Spanish only), for a test that reads every language's pages. */
export function publishEveryLanguage(site: { url: string; dataDir: string }, cookie?: string): Promise<void> {
  return publishLanguages(site.url, site.dataDir, guestLangs, cookie);
}
