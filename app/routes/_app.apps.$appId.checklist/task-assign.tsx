// Who owns a task, and a post form to give it to someone in the company (or nobody). One form id
// per row, so only that row shows its reply.
import { AppForm, SelectField, useAppForm, useFormReply } from "~/components/forms";

export type TaskAssignee = { id: string; email: string };

export const taskAssignFormId = (taskId: string) => `task-${taskId}-assign`;

export function TaskAssignForm(props: {
  taskId: string;
  taskTitle: string;
  assignee: TaskAssignee | null;
  members: TaskAssignee[];
}) {
  const formId = taskAssignFormId(props.taskId);
  const reply = useFormReply(formId);
  const [form, fields] = useAppForm<Record<string, unknown>>({
    id: formId,
    reply,
    defaultValue: { assigneeId: props.assignee?.id ?? "" },
  });
  return (
    <AppForm
      form={form}
      reply={reply}
      labels={{ assigneeId: "Owner" }}
      summaryTitle="Not saved"
      className="mt-2 space-y-2"
    >
      <input type="hidden" name="taskId" value={props.taskId} />
      <div className="flex flex-wrap items-end gap-2">
        <SelectField
          meta={fields.assigneeId}
          label={
            <>
              Owner<span className="sr-only"> of “{props.taskTitle}”</span>
            </>
          }
          placeholder="Nobody"
          options={props.members.map((member) => ({ value: member.id, label: member.email }))}
          className="min-w-0 max-w-full"
        />
        <button type="submit" name="intent" value="assign-task" className="btn-secondary text-sm">
          Assign<span className="sr-only"> “{props.taskTitle}”</span>
        </button>
      </div>
    </AppForm>
  );
}
