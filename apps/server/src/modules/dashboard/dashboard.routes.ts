import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  WIDGET_DATA_SCHEMAS,
  WIDGET_IDS,
  updateWidgetsSchema,
  userWidgetsResponseSchema,
  type WidgetData,
  type WidgetId,
} from '@fleetdesk/contract/dashboard';
import type { AppDeps } from '../../platform/deps';
import { errorResponses } from '../../platform/errors';
import type { ShopContext } from '../../platform/request-context';
import { shopOf } from '../../platform/session';
import { registeredWidgets } from './dashboard.presenter';
import * as dashboard from './dashboard.service';

const tags = ['dashboard'];

/** Each widget's data, computed by the module that owns it (handed in by modules/index.ts). */
export type WidgetDataProviders = {
  [K in WidgetId]: (ctx: ShopContext) => Promise<WidgetData[K]>;
};

export const dashboardRoutes =
  (providers: WidgetDataProviders): FastifyPluginAsyncZod<AppDeps> =>
  async (app, deps) => {
    app.get(
      '/dashboard/widgets/user_widgets/',
      {
        config: { anyMember: true },
        schema: {
          tags,
          summary: "The widgets the member may use, in the member's order, each enabled or not",
          response: { 200: userWidgetsResponseSchema, ...errorResponses },
        },
      },
      async (req) => dashboard.userWidgets(deps.modules, shopOf(req)),
    );

    app.post(
      '/dashboard/preferences/update_widgets/',
      {
        config: { anyMember: true },
        schema: {
          tags,
          summary: 'Save which widgets show and their order (ids the member may not use: 400)',
          body: updateWidgetsSchema,
          response: { 200: userWidgetsResponseSchema, ...errorResponses },
        },
      },
      async (req) => dashboard.updateWidgets(deps.modules, shopOf(req), req.body),
    );

    app.post(
      '/dashboard/preferences/reset_to_defaults/',
      {
        config: { anyMember: true },
        schema: {
          tags,
          summary: 'Forget the saved widgets: every permitted widget, in default order',
          response: { 200: userWidgetsResponseSchema, ...errorResponses },
        },
      },
      async (req) => dashboard.resetToDefaults(deps.modules, shopOf(req)),
    );

    const registered = registeredWidgets(deps.modules);
    for (const id of WIDGET_IDS) {
      const widget = registered.find((w) => w.widget_id === id);
      // A data route must be gated as its widget is: an unregistered widget is a wiring mistake.
      if (!widget) throw new Error(`widget ${id} has data but is not registered by any module`);
      const provide = providers[id] as (ctx: ShopContext) => Promise<WidgetData[WidgetId]>;
      app.get(
        `/dashboard/widget-data/${id}/`,
        {
          config: widget.required_permission
            ? { permission: widget.required_permission }
            : { anyMember: true },
          schema: {
            tags,
            summary: `Data of the ${widget.title} widget`,
            response: { 200: WIDGET_DATA_SCHEMAS[id], ...errorResponses },
          },
        },
        async (req) => provide(shopOf(req)),
      );
    }
  };
