// What every sortable list of the studio gives dnd-kit: mouse (after 5 px), touch (after a 200 ms press)
// and keyboard sensors, and what a screen reader is told (the instructions and the pick-up and cancel
// announcements, in the list's own words; each list announces the result of a move itself).
import { KeyboardSensor, PointerSensor, TouchSensor, useSensor, useSensors, type DndContextProps } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';

/** The translation keys of the list's texts for a screen reader. */
export interface SortableDndTexts {
  instructions: string;
  picked: string;
  cancelled: string;
}

export function useSortableDnd(keys: SortableDndTexts): Pick<DndContextProps, 'sensors' | 'accessibility'> {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  return {
    sensors,
    accessibility: {
      screenReaderInstructions: { draggable: t(keys.instructions) },
      announcements: {
        onDragStart: () => t(keys.picked),
        onDragOver: () => undefined,
        onDragEnd: () => undefined,
        onDragCancel: () => t(keys.cancelled),
      },
    },
  };
}
