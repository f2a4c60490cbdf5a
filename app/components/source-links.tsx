/** A rule's sources as links, separated by semicolons, each marked when it is a secondary source. */
export function SourceLinks({
  sources,
  linkClassName,
}: {
  sources: readonly { url: string; label: string; secondary?: boolean }[];
  linkClassName: string;
}) {
  return (
    <>
      {sources.map((source, i) => (
        <span key={source.url}>
          {i > 0 ? "; " : ""}
          <a href={source.url} target="_blank" rel="noreferrer noopener" className={linkClassName}>
            {source.label}
          </a>
          {source.secondary ? " (secondary)" : ""}
        </span>
      ))}
    </>
  );
}
