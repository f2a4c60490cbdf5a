type Column = { header: string; cells: string[] };

/**
 * The chart's numbers as a table. Screen readers read this instead of the drawing, which is
 * hidden from them; sighted users see the drawing.
 */
export function ChartTable({ caption, columns }: { caption: string; columns: Column[] }) {
  const rows = columns[0]?.cells.length ?? 0;
  // The wrapper does the clipping: a table is never narrower than its content, so "sr-only"
  // on the table alone still pushed the page sideways on a phone.
  return (
    <div className="sr-only">
      <table className="sr-only">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: rows }, (_, row) => (
            <tr key={row}>
              {columns.map((column, i) =>
                i === 0 ? (
                  <th key={column.header} scope="row">
                    {column.cells[row]}
                  </th>
                ) : (
                  <td key={column.header}>{column.cells[row]}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
