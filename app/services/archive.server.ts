// Opens an uploaded file's container: a .gz is gunzipped, a .zip's files are listed and read, a
// plain file is itself; recognised by the first bytes, not the name. Every limit is checked on
// the zip's central directory before one byte is inflated (yauzl, validateEntrySizes: an entry
// that inflates past its declared size is an error), and gunzip stops at the same cap.
import { promisify } from "node:util";
import { gunzip } from "node:zlib";

import yauzl, { type Entry, type ZipFile } from "yauzl";

import { ReportRefusal } from "~/lib/store-reports/read";

export const MAX_ZIP_FILES = 500;
export const MAX_EXPANDED_BYTES = 100 * 1024 * 1024;
const MB = 1024 * 1024;

export type LooseFile = { name: string; bytes: Uint8Array };

const gunzipAsync = promisify(gunzip);

function isGzip(bytes: Uint8Array) {
  return bytes[0] === 0x1f && bytes[1] === 0x8b;
}

function isZip(bytes: Uint8Array) {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5);
}

async function gunzipCapped(name: string, bytes: Uint8Array, budget: number): Promise<Uint8Array> {
  try {
    return await gunzipAsync(bytes, { maxOutputLength: budget });
  } catch (error) {
    if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") {
      throw new ReportRefusal(
        `${name} expands to more than ${MAX_EXPANDED_BYTES / MB} MB; expected at most that.`,
      );
    }
    throw new ReportRefusal(`${name} is not a readable .gz file (${(error as Error).message}).`);
  }
}

/** A name that would land outside the folder it is unpacked in. */
export function isUnsafeZipPath(name: string): boolean {
  return (
    name.startsWith("/") ||
    name.includes("\\") ||
    /^[a-zA-Z]:/.test(name) ||
    name.split("/").some((part) => part === "..")
  );
}

function skipped(name: string) {
  const base = name.split("/").pop() ?? "";
  return name.endsWith("/") || name.startsWith("__MACOSX/") || base.startsWith(".");
}

async function openZip(bytes: Uint8Array): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      { lazyEntries: true, validateEntrySizes: true, decodeStrings: false, autoClose: false },
      (error, zip) => (error ? reject(error) : resolve(zip)),
    ),
  );
}

/** Every entry of the central directory, without reading one. */
async function listEntries(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on("entry", (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on("end", () => resolve(entries));
    zip.on("error", reject);
    zip.readEntry();
  });
}

async function readEntry(zip: ZipFile, entry: Entry): Promise<Uint8Array> {
  const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
    zip.openReadStream(entry, (error, s) => (error ? reject(error) : resolve(s))),
  );
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function unzipCapped(name: string, bytes: Uint8Array): Promise<LooseFile[]> {
  let zip: ZipFile;
  try {
    zip = await openZip(bytes);
  } catch (error) {
    throw new ReportRefusal(`${name} is not a readable .zip file (${(error as Error).message}).`);
  }
  try {
    if (zip.entryCount > MAX_ZIP_FILES) {
      throw new ReportRefusal(
        `${name} holds ${zip.entryCount} files; expected at most ${MAX_ZIP_FILES}.`,
      );
    }
    let entries: Entry[];
    try {
      entries = await listEntries(zip);
    } catch (error) {
      throw new ReportRefusal(`${name} is not a readable .zip file (${(error as Error).message}).`);
    }
    const named = entries.map((entry) => ({
      entry,
      path: Buffer.from(entry.fileName as unknown as Uint8Array).toString("utf8"),
    }));
    const unsafe = named.find(({ path }) => isUnsafeZipPath(path));
    if (unsafe) {
      throw new ReportRefusal(
        `${name} holds a file named "${unsafe.path}", which points outside the zip; expected plain file names.`,
      );
    }
    const files = named.filter(({ path }) => !skipped(path));
    const expanded = files.reduce((sum, { entry }) => sum + entry.uncompressedSize, 0);
    if (expanded > MAX_EXPANDED_BYTES) {
      throw new ReportRefusal(
        `${name} expands to ${Math.ceil(expanded / MB)} MB; expected at most ${MAX_EXPANDED_BYTES / MB} MB.`,
      );
    }
    const out: LooseFile[] = [];
    for (const { entry, path } of files) {
      let content: Uint8Array;
      try {
        content = await readEntry(zip, entry);
      } catch (error) {
        throw new ReportRefusal(`${path} in ${name} cannot be read (${(error as Error).message}).`);
      }
      out.push({
        name: path,
        bytes: isGzip(content) ? await gunzipCapped(path, content, MAX_EXPANDED_BYTES) : content,
      });
    }
    return out;
  } finally {
    zip.close();
  }
}

/** The files an upload holds: itself, its gunzipped content, or a zip's files (one level). */
export async function expandUpload(file: LooseFile): Promise<LooseFile[]> {
  if (isGzip(file.bytes)) {
    const name = file.name.replace(/\.gz$/i, "");
    return [{ name, bytes: await gunzipCapped(file.name, file.bytes, MAX_EXPANDED_BYTES) }];
  }
  if (isZip(file.bytes)) return unzipCapped(file.name, file.bytes);
  return [file];
}
