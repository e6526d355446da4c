import { createOwner } from "./admin-harness";

// The attack tests that look at the owners' side (the inbox, old photo versions, /healthz
// details) sign in as an owner the way a browser does: the real admin:create script, then
// the sign-in form.

export const OWNER_EMAIL = "owner@laterraza.example";
const OWNER_PASSWORD = "una contraseña bastante larga";

/** Creates the owner account in `dataDir` and signs in; returns the Cookie header of the session. */
export async function ownerCookie(siteUrl: string, dataDir: string): Promise<string> {
  const created = await createOwner(dataDir, OWNER_EMAIL, OWNER_PASSWORD);
  if (created.status !== 0) throw new Error(`admin:create failed: ${created.stderr}`);
  const response = await fetch(`${siteUrl}/admin/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: siteUrl, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: OWNER_EMAIL, password: OWNER_PASSWORD, next: "/admin/requests" }),
  });
  if (response.status !== 303) throw new Error(`sign-in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
