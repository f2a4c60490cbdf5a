import { TableHeadRow } from "~/components/data-table";
import { formatDueDate, type ScheduleItem } from "~/lib/wizard/content-schedule";

export function ContentScheduleTable({
  items,
  titles,
  caption,
}: {
  items: ScheduleItem[];
  titles: Record<string, string>;
  caption: string;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="content-schedule">
        <caption className="mb-2 text-left font-semibold text-slate-900">{caption}</caption>
        <thead>
          <TableHeadRow
            columns={["Week", "Idea", "Channel", "Due"]}
            className="border-b border-slate-200 text-slate-600"
            cellClassName="font-medium"
          />
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.week} className="border-b border-slate-100">
              <td className="py-2 pr-3">Week {item.week}</td>
              <td className="py-2 pr-3">{titles[item.ideaId] ?? item.ideaId}</td>
              <td className="py-2 pr-3">
                <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                  {item.channel}
                </span>
              </td>
              <td className="py-2">
                <time dateTime={item.dueDate}>{formatDueDate(item.dueDate)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
