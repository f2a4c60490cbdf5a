/**
 * The posted form, or a 415 when the body is not a form (JSON, plain text, a broken multipart
 * body): bad input is a 4xx with a clear message, never a 500.
 */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw new Response(
      "This page expects a form. Send it as application/x-www-form-urlencoded or multipart/form-data.",
      { status: 415 },
    );
  }
}
