import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AppChooser } from "~/components/app-chooser";
import { categoryName } from "~/lib/enums";
import { listApps } from "~/models/app.server";
import { requireUser } from "~/utils/auth.server";

export const handle = { title: "Marketing Wizard" };

export const meta: MetaFunction = () => [{ title: "Marketing Wizard · App Marketing Machine" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const apps = await listApps(user.tenantId);
  return {
    apps: apps.map((app) => ({
      id: app.id,
      name: app.name,
      description: app.description,
      category: app.category,
      categoryName: categoryName(app.category),
      progress: app.progress,
    })),
  };
}

export default function ChooseAppForMarketingWizard() {
  const { apps } = useLoaderData<typeof loader>();
  return <AppChooser apps={apps} wizard="marketing" />;
}
