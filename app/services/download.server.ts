// Download file names (RFC 6266): `filename*` carries the real name in UTF-8, so "专注" stays
// "专注"; `filename` is an ASCII fallback for clients that ignore the starred form.

/** Characters no file system or header should get: controls, quotes, slashes and the like. */
const UNSAFE = /[\p{Cc}"*/:<>?\\|;]+/gu;

/** The app's own name, made safe for a file name and cut to 60 characters (not code units). */
export function fileTitle(name: string): string {
  const safe = name.normalize("NFC").replace(UNSAFE, "-").replace(/\s+/g, " ").trim();
  const title = Array.from(safe).slice(0, 60).join("").trim();
  return /[^\s-]/.test(title) ? title : "app";
}

/** An ASCII stand-in: accents dropped, every other non-ASCII run a dash. */
export function asciiFileName(name: string): string {
  const ascii = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^-+|-+(?=\.[A-Za-z0-9]+$)/g, "");
  return ascii.startsWith(".") || ascii === "" ? `download${ascii}` : ascii;
}

/** RFC 5987's value-chars: encodeURIComponent leaves a few that must be escaped too. */
function encodeExtValue(value: string) {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** `attachment; filename="fallback"; filename*=UTF-8''real` for any download. */
export function contentDisposition(fileName: string, fallback = asciiFileName(fileName)): string {
  const ascii = asciiFileName(fallback);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(fileName.replace(UNSAFE, "-"))}`;
}
