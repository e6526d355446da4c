import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link } from "react-router";
import type { Route } from "./+types/admin.photos-slot";
import { ADMIN_FORM_MAX_BYTES } from "../features/admin/rules/admin-limits.ts";
import { FORM_TYPES, mediaType, MULTIPART, readForm, refusalStatus } from "../request-body.server.ts";
import { formatBytes, MAX_UPLOAD_REQUEST_BYTES } from "../features/media/rules/media-upload.ts";
import { AltTextForm } from "../features/admin/photos/alt-text-form.tsx";
import { altTextSchema } from "../features/admin/photos/alt-text-schema.ts";
import { adminIssueTexts } from "../features/admin/shell/admin-issues.ts";
import { fill } from "../lib/fill.ts";
import { adminText } from "../features/admin/shell/dictionary.ts";
import { adminWordsIn } from "../features/admin/shell/admin-words.ts";
import { ownerOf } from "../features/admin/sign-in/guard.server.ts";
import { editableSlot, groupLabel, pageLabel, placeOf } from "../features/admin/photos/media-library.ts";
import { mediaSlotDetail, restoreSlotVersion, uploadToSlot } from "../features/admin/photos/media-library.server.ts";
import { MediaVersions } from "../features/admin/photos/media-versions.tsx";
import { versionActionSchema } from "../features/admin/photos/version-action-schema.ts";
import { pdfVersionUrl } from "../features/admin/photos/media-thumb.tsx";
import { adminHref } from "../lib/admin-paths.ts";
import { UploadForm } from "../features/admin/photos/upload-form.tsx";
import { uploadMessage } from "../features/admin/photos/upload-messages.ts";
import { useAdminText } from "../features/admin/shell/use-admin-text.ts";
import { siteNameIn } from "../shell/content/root-data.ts";
import { ownerLangFromPathname } from "../lib/lang.ts";
import { deleteMediaVersion, setMediaAlt } from "../features/media/media-store.server.ts";
import { Picture } from "../ui/picture/picture.tsx";
import { PLACEHOLDER_VERSION } from "../features/media/rules/media-slots.ts";
import { drawingTexts } from "../features/media/drawings/drawing-texts.ts";
import { ActionAnswer } from "../features/admin/shell/action-answer.tsx";
import "../features/admin/photos/media.css";

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const lang = ownerLangFromPathname(location.pathname);
  const t = adminWordsIn(matches);
  if (!t) return [];
  return [{ title: `${loaderData?.state.subject[lang] ?? t.mediaTitle} · ${t.areaName} · ${siteNameIn(matches)}` }];
}

function slotOf(request: Request, id: string) {
  const slot = editableSlot(id);
  if (!slot) throw data(adminText[ownerLangFromPathname(new URL(request.url).pathname)].slotNotFound, { status: 404 });
  return slot;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const slot = slotOf(request, params.slot);
  return { ...(await mediaSlotDetail(slot)), place: placeOf(slot)! };
}

type MediaActionResult =
  | { intent: "upload" | "restore" | "delete-version" | "form"; ok: boolean; message: string }
  | { intent: "alt"; result: SubmissionResult<string[]>; notice?: string };

export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = ownerLangFromPathname(new URL(request.url).pathname);
  const t = adminText[lang];
  const slot = slotOf(request, params.slot);
  const by = ownerOf(context).email;
  // Uploads may be large, every other form of this page is small: each gets its limit,
  // checked before the body is parsed (docs/product.md §13.4).
  const upload = mediaType(request) === MULTIPART;
  const read = await readForm(request, { maxBytes: upload ? MAX_UPLOAD_REQUEST_BYTES : ADMIN_FORM_MAX_BYTES, types: FORM_TYPES });
  if (!read.ok) {
    const message = read.reason === "too-large" ? uploadMessage("too-large", slot.kind, lang, adminText[lang]) : uploadMessage("unreadable", slot.kind, lang, adminText[lang]);
    return data<MediaActionResult>({ intent: upload ? "upload" : "form", ok: false, message }, { status: refusalStatus(read.reason) });
  }
  const form = read.formData;
  const intent = form.get("intent");

  if (intent === "upload") {
    const file = form.get("file");
    if (!(file instanceof File)) {
      return data<MediaActionResult>({ intent: "upload", ok: false, message: uploadMessage("empty", slot.kind, lang, adminText[lang]) }, { status: 400 });
    }
    const result = await uploadToSlot(slot, file, by);
    if (!result.ok) {
      const status = { empty: 400, "too-large": 413, "wrong-type": 415, "too-many-pixels": 413, unreadable: 422, "not-processed": 422, "active-content": 422 }[result.error];
      return data<MediaActionResult>({ intent: "upload", ok: false, message: uploadMessage(result.error, slot.kind, lang, adminText[lang]) }, { status });
    }
    return { intent: "upload", ok: true, message: slot.kind === "photo" ? t.uploaded : t.uploadedFile } satisfies MediaActionResult;
  }

  if (intent === "restore" || intent === "delete-version") {
    const parsed = versionActionSchema.safeParse({ version: form.get("version") });
    if (!parsed.success) return data<MediaActionResult>({ intent, ok: false, message: t.actionRefused }, { status: 404 });
    const { version } = parsed.data;
    if (intent === "restore") {
      const restored = await restoreSlotVersion(slot, version);
      if (!restored) return data<MediaActionResult>({ intent, ok: false, message: t.actionRefused }, { status: 404 });
      return { intent, ok: true, message: fill(t.versionRestored, { version }) } satisfies MediaActionResult;
    }
    const deleted = await deleteMediaVersion(slot.id, version);
    if (!deleted) return data<MediaActionResult>({ intent, ok: false, message: t.actionRefused }, { status: 404 });
    return { intent, ok: true, message: fill(t.versionDeleted, { version }) } satisfies MediaActionResult;
  }

  if (intent === "alt" && slot.kind === "photo") {
    const submission = parseWithZod(form, { schema: altTextSchema, formatError: adminIssueTexts(adminText[lang]) });
    if (submission.status !== "success") return data<MediaActionResult>({ intent: "alt", result: submission.reply() }, { status: 400 });
    // The form's languages only: the others' alt texts stay as they are.
    await setMediaAlt(slot.id, { en: submission.value.altEn, es: submission.value.altEs });
    return { intent: "alt", result: submission.reply({ resetForm: true }), notice: t.altSaved } satisfies MediaActionResult;
  }

  return data<MediaActionResult>({ intent: "form", ok: false, message: t.actionRefused }, { status: 400 });
}

export default function MediaSlotPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, t } = useAdminText();
  const { state, versions, place } = loaderData;
  const { current } = state;
  const subject = state.subject[lang];
  const notice = actionData
    ? actionData.intent === "alt"
      ? actionData.notice
      : actionData.ok
        ? actionData.message
        : undefined
    : undefined;
  const refusal = actionData && actionData.intent !== "alt" && actionData.intent !== "upload" && !actionData.ok ? actionData.message : undefined;
  const uploadError = actionData?.intent === "upload" && !actionData.ok ? actionData.message : undefined;
  return (
    <>
      <p className="admin-back">
        <Link to={adminHref(lang, "/photos")}>← {t.allPhotos}</Link>
      </p>
      <div className="admin-title">
        <h1 className="admin-break">{subject}</h1>
        <p className="admin-muted">
          {t[pageLabel(place.page)]} · {t[groupLabel(place.group)]}
        </p>
      </div>
      <ActionAnswer notice={notice} refusal={refusal} />

      <div className="admin-media-detail">
        <figure className="admin-card admin-media-detail__current">
          {current && state.kind === "photo" && current.width && current.height ? (
            <Picture
              photo={{
                slot: state.slot,
                version: current.version,
                width: current.width,
                height: current.height,
                alt: "",
                drawing: current.version === PLACEHOLDER_VERSION && state.drawing ? { src: state.drawing, note: drawingTexts[lang].note } : undefined,
              }}
              sizes="(min-width: 60rem) 34rem, calc(100vw - 4rem)"
              alt={fill(t.photoOf, { alt: current.alt[lang] || subject })}
              loading="eager"
              className="admin-media-detail__photo"
            />
          ) : current ? (
            <p>
              <a href={pdfVersionUrl(state.slot, current.version)} type="application/pdf">
                {fill(t.openPdf, { size: formatBytes(versions.find((v) => v.version === current.version)?.bytes ?? 0, lang) })}
              </a>
            </p>
          ) : null}
          <figcaption className="admin-muted">
            {current
              ? [fill(t.versionOf, { version: current.version }), current.width && current.height ? fill(t.sizeOf, { width: current.width, height: current.height }) : ""]
                  .filter(Boolean)
                  .join(" · ")
              : t.missing}
          </figcaption>
        </figure>
        <div className="admin-media-detail__side">
          {state.kind === "photo" && current ? (
            <section className="admin-card" aria-labelledby="alt-heading">
              <h2 id="alt-heading">{t.altTitle}</h2>
              <AltTextForm
                slot={state.slot}
                altEn={current.alt.en}
                altEs={current.alt.es}
                revision={current.updatedAt}
                lastResult={actionData?.intent === "alt" ? actionData.result : undefined}
              />
            </section>
          ) : null}
          <section className="admin-card" aria-labelledby="upload-heading">
            <h2 id="upload-heading">{state.kind === "photo" ? t.replacePhoto : t.replaceFile}</h2>
            <UploadForm kind={state.kind} serverError={uploadError} />
          </section>
        </div>
      </div>

      <MediaVersions slot={state.slot} kind={state.kind} current={current?.version} versions={versions} drawing={state.drawing} />
    </>
  );
}
