import { Grid, Text } from '@mantine/core';
import { DASHBOARD_MESSAGES, type Widget } from '@fleetdesk/contract/dashboard';
import { WidgetCard } from './WidgetCard';
import { widgetComponent } from './widget-components';

/** Spec 1 section 9: small one third, medium half, large full width (one column on phones). */
const SPAN = { small: 4, medium: 6, large: 12 } as const;

type Props = { widgets: Widget[]; onHide: (id: string) => void; hidingId: string | null };

/** The enabled widgets, in the order given. */
export function WidgetGrid({ widgets, onHide, hidingId }: Props) {
  return (
    <Grid>
      {widgets.map((w) => {
        const known = widgetComponent(w.widget_id);
        const Body = known?.body;
        return (
          <Grid.Col key={w.widget_id} span={{ base: 12, md: SPAN[w.size] }}>
            <WidgetCard
              widgetId={w.widget_id}
              title={w.title}
              icon={known?.icon}
              onHide={() => onHide(w.widget_id)}
              hiding={hidingId === w.widget_id}
            >
              {Body ? (
                <Body />
              ) : (
                <Text c="dimmed">{DASHBOARD_MESSAGES.unknownWidget(w.widget_id)}</Text>
              )}
            </WidgetCard>
          </Grid.Col>
        );
      })}
    </Grid>
  );
}
