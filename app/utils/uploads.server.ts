// Multipart uploads read into memory (never onto a server's disk, so several servers can share
// one database), with one cap for the whole request: the files and the fields together. The
// routes that take uploads declare the same cap as their edge rule (handle.edge.maxBodyBytes).
import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";

import type { FormResult } from "~/lib/forms";
import { MAX_UPLOAD_BYTES } from "~/lib/limits";
import type { LooseFile } from "~/services/archive.server";

import { hasBadText } from "./edge.server";
import { formReply, readFormData } from "./form.server";

const MAX_FIELD_BYTES = 10 * 1024;

export class UploadRefusal extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
    this.name = "UploadRefusal";
  }
}

export type Upload = { files: LooseFile[]; fields: Map<string, string> };

/**
 * Reads a multipart request: the parts named `fileField` as files (the empty part a form sends
 * without a chosen file is skipped), the others as short text fields. Throws UploadRefusal: 415
 * for a body that is not multipart, 413 past MAX_UPLOAD_BYTES, 400 for a broken body.
 */
export async function readUpload(request: Request, fileField = "file"): Promise<Upload> {
  const type = (request.headers.get("Content-Type") ?? "").toLowerCase();
  if (!type.startsWith("multipart/form-data")) {
    throw new UploadRefusal(
      415,
      'Send the files as multipart/form-data, each in a field named "file".',
    );
  }
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > MAX_UPLOAD_BYTES) throw tooLarge();
  let total = 0;
  const files: LooseFile[] = [];
  const fields = new Map<string, string>();
  const handler: UploadHandler = async ({ name, filename, data }) => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of data) {
      size += chunk.byteLength;
      total += chunk.byteLength;
      if (total > MAX_UPLOAD_BYTES) throw tooLarge();
      if (filename === undefined && size > MAX_FIELD_BYTES) {
        throw new UploadRefusal(400, `The field "${name}" is too long.`);
      }
      chunks.push(chunk);
    }
    const bytes = Buffer.concat(chunks);
    if (filename !== undefined) {
      if (name === fileField && (size > 0 || filename)) {
        if (size === 0) throw new UploadRefusal(400, `${filename} is empty.`);
        if (hasBadText(filename))
          throw new UploadRefusal(400, "A file name has a character that cannot be stored.");
        files.push({ name: filename.slice(0, 200) || "upload", bytes });
      }
      return undefined;
    }
    fields.set(name, bytes.toString("utf8"));
    return undefined;
  };
  try {
    await unstable_parseMultipartFormData(request, handler);
  } catch (error) {
    if (error instanceof UploadRefusal) throw error;
    throw new UploadRefusal(
      400,
      "The upload could not be read. Choose the files and send them again.",
    );
  }
  return { files, fields };
}

function tooLarge() {
  return new UploadRefusal(
    413,
    `The files are too large together: at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB a request. Send them in several goes.`,
  );
}

/**
 * A page's posted form for `dispatchIntent` on a page with an upload form: a multipart post is
 * streamed through `readUpload` (capped as it arrives; each file becomes a File part under
 * `fileField`, the other parts text), any other post is read as usual. A refused upload is thrown
 * as a Response with its status and reason, as a body that is not a form is.
 */
export async function readUploadForm(request: Request, fileField = "file"): Promise<FormData> {
  const type = (request.headers.get("Content-Type") ?? "").toLowerCase();
  if (!type.startsWith("multipart/form-data")) return readFormData(request);
  let upload: Upload;
  try {
    upload = await readUpload(request, fileField);
  } catch (error) {
    if (error instanceof UploadRefusal) throw new Response(error.message, { status: error.status });
    throw error;
  }
  const form = new FormData();
  for (const [name, value] of upload.fields) form.append(name, value);
  for (const file of upload.files) {
    form.append(fileField, new File([new Uint8Array(file.bytes)], file.name));
  }
  return form;
}

/** An upload form's refusal: one message for the whole form (a chosen file is never sent back). */
export function uploadRefused(formId: string, message: string, status: number) {
  const result = { status: "error", error: { "": [message] }, initialValue: {} } as FormResult;
  return formReply(formId, result, { status });
}
