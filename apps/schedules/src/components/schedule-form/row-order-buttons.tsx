import { IconButton } from '@levita/ui';

interface RowOrderButtonsProps {
  /** Each button's accessible name, with the row's name in it. */
  labels: { up: string; down: string; remove: string };
  isFirst: boolean;
  isLast: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/**
 * Move up, move down and remove, as every row of the service order has them. `data-move`
 * lets the list put focus back on the same button once the row has moved.
 */
export function RowOrderButtons({
  labels,
  isFirst,
  isLast,
  onMove,
  onRemove,
}: RowOrderButtonsProps) {
  return (
    <>
      <IconButton
        data-move="-1"
        aria-label={labels.up}
        icon={<span aria-hidden="true">↑</span>}
        variant="secondary"
        disabled={isFirst}
        onClick={() => onMove(-1)}
      />
      <IconButton
        data-move="1"
        aria-label={labels.down}
        icon={<span aria-hidden="true">↓</span>}
        variant="secondary"
        disabled={isLast}
        onClick={() => onMove(1)}
      />
      <IconButton
        aria-label={labels.remove}
        icon={<span aria-hidden="true">✕</span>}
        variant="ghost"
        onClick={onRemove}
      />
    </>
  );
}
