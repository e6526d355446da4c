// An owner's upload on the photos page (/admin/photos/<slot>), posted as the page's form posts
// it: multipart, intent "upload", the session cookie and the site's own Origin. For the attack
// tests that upload photos and PDFs.

/** Uploads `file` (named `name`) to `slot`; the page in `lang`. Returns the answer, unread. */
export function uploadFile(siteUrl: string, cookie: string, slot: string, file: Buffer, name: string, lang: "en" | "es" = "en"): Promise<Response> {
  const form = new FormData();
  form.set("intent", "upload");
  form.set("file", new Blob([new Uint8Array(file)]), name);
  return fetch(`${siteUrl}${lang === "es" ? "/es" : ""}/admin/photos/${slot}`, { method: "POST", headers: { Cookie: cookie, Origin: siteUrl }, body: form });
}
