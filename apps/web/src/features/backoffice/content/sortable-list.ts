import { KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { sortableKeyboardCoordinates, type useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { CSSProperties } from 'react';

/**
 * What the page builder's sections and the navigation tree share for reordering
 * (docs/decisions/036-content-editor-tools.md): a pointer drag that starts after 4 px (a click
 * on the handle stays a click) and the keyboard (Space, arrows, Space).
 */
export function useListSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

type Sortable = Pick<ReturnType<typeof useSortable>, 'transform' | 'transition' | 'isDragging'>;

/** The style of an item while it moves: lifted above its neighbours, slightly see-through. */
export function sortableItemStyle({ transform, transition, isDragging }: Sortable): CSSProperties {
  return {
    transform: CSS.Transform.toString(transform),
    transition,
    position: 'relative',
    zIndex: isDragging ? 1 : undefined,
    opacity: isDragging ? 0.85 : undefined,
  };
}
