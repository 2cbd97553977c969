import { DAMAGE_ZONE_LABELS, type DamageZone } from '@fleetdesk/contract/loaners';
import type { KeyboardEvent, ReactNode } from 'react';

/**
 * The car seen from above, front at the top, the driver's (left) side on the left. One shape per
 * zone of DAMAGE_ZONES; the roof has the interior showing through it, and the four wheels are
 * one zone.
 */
const SHAPES: Record<DamageZone, ReactNode> = {
  front_bumper: <rect x={40} y={8} width={120} height={22} rx={10} />,
  hood: <rect x={56} y={32} width={88} height={70} rx={6} />,
  front_left: <rect x={36} y={32} width={18} height={70} rx={6} />,
  front_right: <rect x={146} y={32} width={18} height={70} rx={6} />,
  windshield: <path d="M50 104 H150 L142 134 H58 Z" />,
  roof: <path fillRule="evenodd" d="M52 136 H148 V266 H52 Z M66 150 V252 H134 V150 Z" />,
  interior: <rect x={66} y={150} width={68} height={102} rx={6} />,
  left_front_door: <rect x={32} y={136} width={18} height={64} rx={4} />,
  left_rear_door: <rect x={32} y={202} width={18} height={64} rx={4} />,
  right_front_door: <rect x={150} y={136} width={18} height={64} rx={4} />,
  right_rear_door: <rect x={150} y={202} width={18} height={64} rx={4} />,
  rear_window: <path d="M58 268 H142 L150 296 H50 Z" />,
  trunk: <rect x={56} y={298} width={88} height={62} rx={6} />,
  rear_left: <rect x={36} y={298} width={18} height={62} rx={6} />,
  rear_right: <rect x={146} y={298} width={18} height={62} rx={6} />,
  rear_bumper: <rect x={40} y={362} width={120} height={22} rx={10} />,
  wheels: (
    <>
      <rect x={18} y={48} width={14} height={38} rx={4} />
      <rect x={168} y={48} width={14} height={38} rx={4} />
      <rect x={18} y={306} width={14} height={38} rx={4} />
      <rect x={168} y={306} width={14} height={38} rx={4} />
    </>
  ),
};

/** Front to back, driver's side first: the order the zones take the keyboard's focus. */
const ORDER: DamageZone[] = [
  'front_bumper',
  'front_left',
  'hood',
  'front_right',
  'wheels',
  'windshield',
  'left_front_door',
  'roof',
  'interior',
  'right_front_door',
  'left_rear_door',
  'right_rear_door',
  'rear_window',
  'rear_left',
  'trunk',
  'rear_right',
  'rear_bumper',
];

type Props = {
  selected: DamageZone | null;
  onSelect: (zone: DamageZone) => void;
  /** How many marks each zone already has (shown in the zone's colour and name). */
  marks: Partial<Record<DamageZone, number>>;
};

function zoneName(zone: DamageZone, count: number) {
  const label = DAMAGE_ZONE_LABELS[zone];
  return count === 0 ? label : `${label}, ${count} ${count === 1 ? 'mark' : 'marks'}`;
}

/** Tap a zone, or Tab to it and press Enter or Space, to mark damage there. */
export function DamageDiagram({ selected, onSelect, marks }: Props) {
  const onKeyDown = (zone: DamageZone) => (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(zone);
    }
  };
  return (
    // 280 px wide at most: a door (18 of 200 units) is then 25 px, a fingertip's 24 at least.
    <svg
      viewBox="0 0 200 392"
      role="group"
      aria-label="Car seen from above, front at the top"
      style={{ width: '100%', maxWidth: 280, height: 'auto', display: 'block', margin: '0 auto' }}
    >
      {ORDER.map((zone) => {
        const count = marks[zone] ?? 0;
        const isSelected = selected === zone;
        const fill = isSelected
          ? 'var(--mantine-primary-color-filled)'
          : count > 0
            ? 'var(--mantine-color-red-4)'
            : 'var(--mantine-color-default-hover)';
        return (
          <g
            key={zone}
            role="button"
            tabIndex={0}
            aria-label={zoneName(zone, count)}
            aria-pressed={isSelected}
            data-zone={zone}
            onClick={() => onSelect(zone)}
            onKeyDown={onKeyDown(zone)}
            style={{ cursor: 'pointer', outlineOffset: 2 }}
            fill={fill}
            stroke="var(--mantine-color-default-border)"
            strokeWidth={isSelected ? 3 : 1.5}
          >
            <title>{zoneName(zone, count)}</title>
            {SHAPES[zone]}
          </g>
        );
      })}
    </svg>
  );
}
