// What every sortable list of the studio gives dnd-kit: mouse (after 5 px), touch (after a 200 ms press)
// and keyboard sensors, and what a screen reader is told (the instructions and the pick-up and cancel
// announcements, in the list's own words; each list announces the result of a move itself).
import { KeyboardSensor, PointerSensor, TouchSensor, useSensor, useSensors, type DndContextProps } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';

/** `keys` names the list's texts: `${keys}.DND_INSTRUCTIONS`, `.DND_PICKED`, `.DND_CANCELLED`. */
export function useSortableDnd(keys: string): Pick<DndContextProps, 'sensors' | 'accessibility'> {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  return {
    sensors,
    accessibility: {
      screenReaderInstructions: { draggable: t(`${keys}.DND_INSTRUCTIONS`) },
      announcements: {
        onDragStart: () => t(`${keys}.DND_PICKED`),
        onDragOver: () => undefined,
        onDragEnd: () => undefined,
        onDragCancel: () => t(`${keys}.DND_CANCELLED`),
      },
    },
  };
}
