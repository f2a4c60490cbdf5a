// fastlane metadata zips for the listing tests: a folder at some depth with both trees,
// default/, UTF-16, codes that differ per store and files that are not listing text.
import yazl from "yazl";

export type Entry = { path: string; data: string | Buffer; mode?: number };

/** A zip of the entries; a path starting "XX/" is written as "../" after zipping. */
export async function zipOf(entries: Entry[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const e of entries) {
    zip.addBuffer(typeof e.data === "string" ? Buffer.from(e.data) : e.data, e.path, {
      mode: e.mode,
    });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  while (bytes.indexOf("XX/evil") !== -1) {
    const at = bytes.indexOf("XX/evil");
    bytes.write("../evil", at);
  }
  return bytes;
}

const KEYWORDS_JA = Array.from({ length: 20 }, (_, i) => `語${i}`).join(","); // 69 chars, 109 bytes

/** A fastlane folder at some depth, deliver and supply, with default/ and unknown files. */
export const FOLDER: Entry[] = [
  { path: "myapp/fastlane/metadata/copyright.txt", data: "2026 Tile Co" },
  { path: "myapp/fastlane/metadata/default/privacy_url.txt", data: "https://tile.example/privacy" },
  { path: "myapp/fastlane/metadata/default/name.txt", data: "Tile Tales" },
  { path: "myapp/fastlane/metadata/en-US/name.txt", data: "Tile Tales: Word Puzzles\n" },
  { path: "myapp/fastlane/metadata/en-US/keywords.txt", data: "word,puzzle,tiles" },
  { path: "myapp/fastlane/metadata/ja/keywords.txt", data: KEYWORDS_JA },
  { path: "myapp/fastlane/metadata/he/subtitle.txt", data: "משחק מילים רגוע" },
  {
    path: "myapp/fastlane/metadata/fr-FR/description.txt",
    data: Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from("Des mots, calmement.", "utf16le"),
    ]),
  },
  { path: "myapp/fastlane/metadata/xx-YY/name.txt", data: "Nope" },
  { path: "myapp/fastlane/metadata/review_information/notes.txt", data: "for review" },
  { path: "myapp/fastlane/metadata/android/en-US/title.txt", data: "Tile Tales" },
  {
    path: "myapp/fastlane/metadata/android/en-US/short_description.txt",
    data: "Calm word puzzles.",
  },
  { path: "myapp/fastlane/metadata/android/en-US/changelogs/27.txt", data: "Faster tiles." },
  { path: "myapp/fastlane/metadata/android/iw-IL/title.txt", data: "אריחים" },
  { path: "myapp/fastlane/metadata/android/ja-JP/title.txt", data: "タイル物語" },
  { path: "myapp/fastlane/metadata/android/en-US/video.txt", data: "https://youtu.be/x" },
  { path: "myapp/fastlane/metadata/android/en-US/images/icon.png", data: Buffer.from([1, 2, 3]) },
];
