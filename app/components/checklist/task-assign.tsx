// Who owns a task, and a plain post form to give it to someone in the company (or nobody).
import { Form } from "@remix-run/react";

export type TaskAssignee = { id: string; email: string };

export function TaskAssignForm(props: {
  taskId: string;
  taskTitle: string;
  assignee: TaskAssignee | null;
  members: TaskAssignee[];
}) {
  const selectId = `assignee-${props.taskId}`;
  return (
    <Form method="post" preventScrollReset className="mt-2 flex flex-wrap items-end gap-2">
      <input type="hidden" name="taskId" value={props.taskId} />
      <div className="min-w-0 max-w-full">
        <label htmlFor={selectId} className="text-sm font-semibold text-slate-800">
          Owner<span className="sr-only"> of “{props.taskTitle}”</span>
        </label>
        <select
          id={selectId}
          name="assigneeId"
          defaultValue={props.assignee?.id ?? ""}
          className="field-input mt-1 w-auto max-w-full py-1 text-sm"
        >
          <option value="">Nobody</option>
          {props.members.map((member) => (
            <option key={member.id} value={member.id}>
              {member.email}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" name="intent" value="assign-task" className="btn-secondary text-sm">
        Assign<span className="sr-only"> “{props.taskTitle}”</span>
      </button>
    </Form>
  );
}
