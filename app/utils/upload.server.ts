// The one uploaded file of a multipart form post (field `file`), as bytes. The screen has capped
// the body at the route's declared size before this runs (app/utils/edge.server.ts).
export type UploadedFile =
  { ok: true; bytes: Buffer; name: string } | { ok: false; status: 400 | 415; message: string };

export async function uploadedFile(request: Request, field = "file"): Promise<UploadedFile> {
  const type = (request.headers.get("Content-Type") ?? "").toLowerCase();
  if (!type.startsWith("multipart/form-data")) {
    return { ok: false, status: 415, message: "Send the zip as multipart/form-data, field file." };
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { ok: false, status: 400, message: "The upload could not be read. Try again." };
  }
  const file = form.get(field);
  if (!file || typeof file === "string" || file.size === 0) {
    return { ok: false, status: 400, message: "Choose a zip file to upload." };
  }
  return { ok: true, bytes: Buffer.from(await file.arrayBuffer()), name: file.name };
}
