import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { acceptedTypes, checkUploadSize, type UploadKind } from "#app/features/media/rules/media-upload.ts";
import { uploadHint, uploadMessage } from "./upload-messages.ts";
import { useAdminText } from "../shell/use-admin-text.ts";
import { adminLook } from "../shell/admin-look.ts";
import { Field } from "#app/ui/field.lazy.tsx";

export type UploadFormProps = {
  kind: UploadKind;
  /** The server's refusal of the last upload, shown beside the field. */
  serverError?: string;
};

/**
 * The file field of one slot. The size rules run here before anything is sent (a 40 MB
 * photo never leaves the phone) and again on the server, which also reads the type
 * from the content. Works without JavaScript: the server's message then shows.
 */
export function UploadForm({ kind, serverError }: UploadFormProps) {
  const { lang, t } = useAdminText();
  const navigation = useNavigation();
  const [clientError, setClientError] = useState<string>();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "upload";
  const error = clientError ?? (busy ? undefined : serverError);
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="admin-form admin-upload"
      onSubmit={(event) => {
        const input = event.currentTarget.elements.namedItem("file");
        const file = input instanceof HTMLInputElement ? input.files?.[0] : undefined;
        const check = checkUploadSize(file?.size ?? 0);
        if (!check.ok) {
          event.preventDefault();
          setClientError(uploadMessage(check.error, kind, lang, t));
          if (input instanceof HTMLInputElement) input.focus();
        } else {
          setClientError(undefined);
        }
      }}
    >
      <input type="hidden" name="intent" value="upload" />
      <Field
        field={{ id: "upload-file", errorId: "upload-error", errors: error ? [error] : undefined }}
        label={t.chooseFile}
        look={adminLook}
        hint={uploadHint(kind, lang, t)}
        hintId="upload-hint"
        hintFirst
        errorRole="alert"
      >
        <input name="file" type="file" accept={acceptedTypes(kind).join(",")} onChange={() => setClientError(undefined)} />
      </Field>
      <button className="admin-button" type="submit" disabled={busy}>
        {busy ? t.uploading : t.upload}
      </button>
    </Form>
  );
}
