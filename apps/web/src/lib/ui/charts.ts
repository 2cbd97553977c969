// The charts come from here only (a lint rule holds it): their stylesheet gives a chart's frame
// its height, and imported by one screen's chunk it was missing on every other screen, whose
// charts then drew no bars (issue 34: the glance's cost chart, its legend stacked, empty).
import '@mantine/charts/styles.css';

export { BarChart, DonutChart, LineChart } from '@mantine/charts';
