import { describe, expect, it } from "vitest";
import { acceptedTypeNames, acceptedTypes, checkUploadSize, formatBytes, isAcceptedType, MAX_UPLOAD_BYTES, MAX_UPLOAD_REQUEST_BYTES } from "./media-upload.ts";

describe("what the owners may upload", () => {
  it("refuses an empty file and one over the limit, and accepts the limit itself", () => {
    expect(checkUploadSize(0)).toEqual({ ok: false, error: "empty" });
    expect(checkUploadSize(1)).toEqual({ ok: true });
    expect(checkUploadSize(MAX_UPLOAD_BYTES)).toEqual({ ok: true });
    expect(checkUploadSize(MAX_UPLOAD_BYTES + 1)).toEqual({ ok: false, error: "too-large" });
    expect(MAX_UPLOAD_REQUEST_BYTES).toBeGreaterThan(MAX_UPLOAD_BYTES);
  });

  it("accepts photo formats for photos and only PDF for files, by detected type", () => {
    for (const mime of ["image/jpeg", "image/png", "image/webp", "image/avif"]) expect(isAcceptedType("photo", mime)).toBe(true);
    for (const mime of ["image/svg+xml", "image/heic", "image/gif", "application/pdf", "text/plain", undefined]) {
      expect(isAcceptedType("photo", mime)).toBe(false);
    }
    expect(isAcceptedType("pdf", "application/pdf")).toBe(true);
    expect(isAcceptedType("pdf", "image/jpeg")).toBe(false);
    expect(acceptedTypes("pdf")).toEqual(["application/pdf"]);
  });

  it("names the accepted formats and sizes in each language", () => {
    expect(acceptedTypeNames("photo", "or")).toBe("JPEG, PNG, WebP or AVIF");
    expect(acceptedTypeNames("photo", "o")).toBe("JPEG, PNG, WebP o AVIF");
    expect(acceptedTypeNames("pdf", "or")).toBe("PDF");
    expect(formatBytes(MAX_UPLOAD_BYTES, "en")).toBe("15 MB");
    expect(formatBytes(1.25 * 1024 * 1024, "en")).toBe("1.3 MB");
    expect(formatBytes(1.25 * 1024 * 1024, "es")).toBe("1,3 MB");
    expect(formatBytes(300, "es")).toBe("1 KB");
    expect(formatBytes(840 * 1024, "en")).toBe("840 KB");
  });
});
